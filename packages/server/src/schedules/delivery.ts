import { encodeParameters, hasAllTags, type ParameterValue } from "@storyframe/core";
import type { AccessRepository } from "../admin/access/repository";
import { activeBranchOf } from "../branches/policy";
import type { ContentService } from "../content/service";
import type { MailAttachment, Mailer } from "../mail/mailer";
import { NotFoundError } from "../shared/domainErrors";
import type { TenantRepository } from "../tenants/repository";
import type { StoredSchedule } from "./repository";

/**
 * Renders a storyline to PDF with a user's rights (the export service). Scheduled delivery depends on this
 * one call only, so the PDF mode is there exactly when the server can render.
 */
export type RenderPdf = (input: {
  domainName: string;
  userId: string;
  storylineId: string;
  parameters: Record<string, unknown>;
  signal: AbortSignal;
}) => Promise<{ pdf: Uint8Array; fileName: string }>;

/** A failure that another attempt cannot mend (the owner lost access, nobody left to send to): not retried. */
export class PermanentDeliveryError extends Error {
  override readonly name = "PermanentDeliveryError";
}

export const deliveryMessages = {
  ownerGone: "The schedule's owner no longer exists in this tenant.",
  ownerCannotRead: (storylineId: string) =>
    `The schedule's owner may no longer read storyline '${storylineId}' (it was removed or its tags changed).`,
  nobodyToSend: "None of the recipients is still a user of this tenant who may read the storyline.",
  tenantGone: "The tenant no longer exists.",
  pdfUnavailable: "PDF delivery is not available on this server; edit the schedule to send a link instead.",
  interrupted: (attempts: number) =>
    `The delivery was interrupted ${attempts} times (the server sending it stopped); it is not tried again.`,
} as const;

export type ScheduleDeliveryOptions = {
  content: ContentService;
  access: AccessRepository;
  tenants: TenantRepository;
  mailer: Mailer;
  publicUrl: string;
  renderPdf: RenderPdf | undefined;
};

/** The address of the tenant's app: the public URL when it is one of the tenant's host names, else its first. */
export function tenantOrigin(publicUrl: string, hostnames: readonly string[]): string {
  const url = new URL(publicUrl);
  const first = hostnames[0];
  if (first === undefined || hostnames.includes(url.hostname.toLowerCase())) return url.origin;
  url.hostname = first;
  return url.origin;
}

/** The viewer's address of a storyline with the given parameter values, in the viewer's query encoding. */
export function storylineLink(origin: string, storylineId: string, parameters: Record<string, unknown>): string {
  const query = encodeParameters(parameters as Record<string, ParameterValue>).toString();
  return `${origin}/storylines/${storylineId.split("/").map(encodeURIComponent).join("/")}${query ? `?${query}` : ""}`;
}

function describeValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Sends one delivery of a schedule, with the owner's rights as they are now. */
export class ScheduleDelivery {
  constructor(private readonly options: ScheduleDeliveryOptions) {}

  get pdfAvailable(): boolean {
    return this.options.renderPdf !== undefined;
  }

  async deliver(schedule: StoredSchedule, signal: AbortSignal): Promise<void> {
    const { access, tenants, mailer, publicUrl, renderPdf } = this.options;
    const tenant = await tenants.findByDomain(schedule.domainName);
    if (!tenant) throw new PermanentDeliveryError(deliveryMessages.tenantGone);
    const ownerTags = await access.effectiveTagsOf(schedule.domainName, schedule.ownerUserId);
    if (!ownerTags) throw new PermanentDeliveryError(deliveryMessages.ownerGone);
    const storyline = await this.readableStoryline(schedule, ownerTags);
    if (!storyline) throw new PermanentDeliveryError(deliveryMessages.ownerCannotRead(schedule.storylineId));
    const { title } = storyline;
    const recipients = await this.currentRecipients(schedule, storyline.requiredTags);
    if (recipients.length === 0) throw new PermanentDeliveryError(deliveryMessages.nobodyToSend);

    const link = storylineLink(tenantOrigin(publicUrl, tenant.hostnames), schedule.storylineId, schedule.parameters);
    let attachments: MailAttachment[] = [];
    if (schedule.delivery === "pdf") {
      if (!renderPdf) throw new PermanentDeliveryError(deliveryMessages.pdfUnavailable);
      const rendered = await renderPdf({
        domainName: schedule.domainName,
        userId: schedule.ownerUserId,
        storylineId: schedule.storylineId,
        parameters: schedule.parameters,
        signal,
      });
      attachments = [{ fileName: rendered.fileName, contentType: "application/pdf", content: rendered.pdf }];
    }
    signal.throwIfAborted();
    const values = Object.entries(schedule.parameters);
    await mailer.send({
      to: recipients.join(", "),
      subject: `${title} — scheduled delivery`,
      text: [
        `${title} (${tenant.tenantName})`,
        "",
        schedule.delivery === "pdf"
          ? "The storyline is attached as a PDF. Open it in Storyframe:"
          : "Open the storyline:",
        link,
        "",
        values.length > 0
          ? `Parameter values: ${values.map(([name, value]) => `${name} = ${describeValue(value)}`).join("; ")}`
          : "Parameter values: the storyline's own.",
        "",
        `This delivery is scheduled (${schedule.cron}, ${schedule.timeZone}). Manage schedules at ${tenantOrigin(publicUrl, tenant.hostnames)}/schedules`,
      ].join("\n"),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  }

  /** The storyline's title and tags when the owner's tags let them read it on the tenant's active branch. */
  private async readableStoryline(
    schedule: StoredSchedule,
    tags: readonly string[],
  ): Promise<{ title: string; requiredTags: string[] } | undefined> {
    try {
      const readable = await this.options.content.storylines(
        schedule.domainName,
        activeBranchOf(schedule.domainName),
        tags,
      );
      return readable.find((storyline) => storyline.id === schedule.storylineId);
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  /** The recipients who are still users of the tenant and may read the storyline. */
  private async currentRecipients(schedule: StoredSchedule, requiredTags: readonly string[]): Promise<string[]> {
    const kept: string[] = [];
    for (const address of schedule.recipients) {
      const user = await this.options.access.findUserByEmail(schedule.domainName, address);
      const tags = user ? await this.options.access.effectiveTagsOf(schedule.domainName, user.id) : null;
      if (user && tags && hasAllTags(tags, requiredTags)) kept.push(user.emailAddress);
    }
    return kept;
  }
}
