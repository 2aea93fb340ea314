import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/schema";
import type { ServiceLog } from "../shared/serviceLog";

/** A file sent with a mail (a scheduled delivery's PDF). */
export type MailAttachment = { fileName: string; contentType: string; content: Uint8Array };

type MailMessage = { to: string; subject: string; text: string; attachments?: readonly MailAttachment[] };

/** What the outbox keeps of an attachment: its name, type and size, not its bytes. */
type OutboxAttachment = { fileName: string; contentType: string; size: number };

export type OutboxEntry = Omit<MailMessage, "attachments"> & {
  id: string;
  createdAt: string;
  attachments: OutboxAttachment[];
};

/** Sends mail through SMTP when configured; otherwise keeps it in the outbox table and the log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: ServiceLog;
}): Mailer {
  if (options.smtpUrl) return new SmtpMailer(nodemailer.createTransport(options.smtpUrl), options.from);
  return new OutboxMailer(options.db, options.log);
}

class SmtpMailer implements Mailer {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.attachments
        ? {
            attachments: message.attachments.map((attachment) => ({
              filename: attachment.fileName,
              contentType: attachment.contentType,
              content: Buffer.from(attachment.content),
            })),
          }
        : {}),
    });
  }
}

class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: ServiceLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto("mail_outbox")
      .values({
        id: randomUUID(),
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        created_at: new Date().toISOString(),
        attachments: message.attachments?.length ? JSON.stringify(message.attachments.map(outboxAttachment)) : null,
      })
      .execute();
    this.log.info({ to: message.to, subject: message.subject }, "mail kept in the outbox (no SMTP configured)");
  }
}

/** The newest messages of the outbox first. */
export async function readOutbox(db: Kysely<Database>, limit = 20): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    createdAt: row.created_at,
    attachments: row.attachments ? (JSON.parse(row.attachments) as OutboxAttachment[]) : [],
  }));
}

function outboxAttachment(attachment: MailAttachment): OutboxAttachment {
  return { fileName: attachment.fileName, contentType: attachment.contentType, size: attachment.content.byteLength };
}
