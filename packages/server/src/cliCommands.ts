import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { SYSTEM_ACTOR_NAMES, systemActor } from "./admin/shared/actor";
import { backUpInstallation, restoreInstallation } from "./backup/backupService";
import { loadConfig } from "./config";
import { formatProblems, formatWarnings } from "./content/folder/contentPublisher";
import { readContentFolder } from "./content/folder/readContentFolder";
import { describeUrl } from "./data/connections/connectionDefinitions";
import { type DevCommandOptions, devCommandOptions } from "./devLink/devLinkOptions";
import { processStopSignal, runDevLink } from "./devLink/runDevLink";
import { type OutboxEntry, readOutbox } from "./mail/mailer";
import { tenantSecretNameSchema } from "./secrets/service";
import { InvalidError } from "./shared/domainErrors";
import { type PreparedInstallation, prepareInstallation } from "./startup";
import type { TenantService } from "./tenants/service";

export const USAGE = `Usage: storyframe <command>

Commands:
  migrate                                   Create or upgrade the database schema (also seeds the demo tenant once)
  tenant list                               List tenants with their host names
  tenant create <domainName> --name <tenantName> [--hostname <host>]... [--logo-url <url>] [--allow-anonymous]
                                            Create a tenant
  tenant maintenance <domainName> on [--title <text>] [--body <text>]
                                            Put a tenant into maintenance mode
  tenant maintenance <domainName> off       End maintenance mode
  tenant frame-ancestors <domainName> [<origin>... | none]
                                            Show or set the origins whose pages may frame the tenant's viewer (embedding,
                                            docs/embedding.md); 'none' allows only the tenant's own pages
  tenant secret set <domainName> speech-api-key [--value <value>]
                                            Store a tenant's secret encrypted with STORYFRAME_SECRETS_KEY; the value is read
                                            from standard input unless --value is given (it then shows in the shell history)
  tenant secret list <domainName>           List a tenant's secrets: names, key ids and dates, never values
  tenant secret remove <domainName> <name>  Remove a tenant's secret
  user create <domainName> <emailAddress> --name <name> [--role <roleName>]... [--password <password>]
                                            Create a local account; without --password a welcome e-mail with a sign-up link is sent
  content validate <dir>                    Check a content folder (docs/content-format.md); lists every problem with its file
  content push <dir> --tenant <domainName> --branch <branch>
                                            Make the branch hold exactly the folder's content (all or nothing)
  content pull --tenant <domainName> --branch <branch> <dir>
                                            Write the branch's content into the folder
  connection add <domainName> <name> --postgres <url> [--writes]
                                            Add (or change) a PostgreSQL data connection of a tenant; with --writes its
                                            endpoints that write may change data in it (a store several instances share)
  connection list <domainName>              List a tenant's data connections (without credentials)
  connection remove <domainName> <name>     Remove a data connection
  mail outbox [--limit <n>]                 Show the newest mails kept in the outbox (when no SMTP server is configured)
  backup <dir>                              Copy the metadata database and every tenant's DuckDB data into <dir> (new or
                                            empty), consistently while the server runs (docs/backup.md)
  restore <dir>                             Restore a backup into an empty data folder (and, on PostgreSQL, an empty database)
  dev [DIR] [--port <n>] [--origin <url>]...
                                            Link the Canvas Debugger to any editor (docs/editor-link.md): mirror the open
                                            storyline's templates into DIR (default ./storyframe-dev) and send saved files
                                            to the viewer live; on 127.0.0.1, port 11223 by default, for the origins given
                                            (default http://localhost:3000, http://127.0.0.1:3000, and STORYFRAME_PUBLIC_URL).
                                            Type 'save' to save the applied edits; Ctrl+C stops
  help                                      Show this help

The database is the one the server uses: STORYFRAME_DATABASE_URL, or the SQLite file in STORYFRAME_DATA_DIR.
A running server shows tenant changes within STORYFRAME_SETTINGS_CACHE_TTL_MS (5 s by default).`;

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** Content with problems: the list is printed, exit code 1. */
class ContentError extends Error {}

/** Opens the installation the commands act on: the server's database, migrated, with its services. */
export type OpenInstallation = () => Promise<PreparedInstallation>;

/** Runs the editor link until it is stopped; answers what it prints last. */
export type RunDevLink = (options: DevCommandOptions) => Promise<string>;

const runDevLinkInProcess: RunDevLink = (options) =>
  runDevLink(
    { ...options, log: (line) => process.stdout.write(`${line}\n`) },
    { input: process.stdin, stopped: processStopSignal() },
  );

/** Reads everything piped to the command (a secret's value). */
export type ReadInput = () => Promise<string>;

const readStandardInput: ReadInput = async () => {
  if (process.stdin.isTTY) {
    throw new UsageError(
      'tenant secret set reads the value from standard input: pipe it in (printf %s "$KEY" | storyframe tenant secret set <domainName> speech-api-key) or give --value <value>.',
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};

const openConfiguredInstallation: OpenInstallation = () =>
  prepareInstallation(loadConfig(), {
    info: (_details, message) => process.stderr.write(`${message}\n`),
    error: (_details, message) => process.stderr.write(`${message}\n`),
  });

/**
 * Runs one `storyframe` command and answers what it prints. Refusals of the
 * services (an invalid e-mail address, a taken name) come back as the
 * messages the API gives, one line per field.
 */
export async function runCli(
  argv: string[],
  open: OpenInstallation = openConfiguredInstallation,
  readInput: ReadInput = readStandardInput,
  runDev: RunDevLink = runDevLinkInProcess,
): Promise<string> {
  try {
    return await runCommand(argv, open, readInput, runDev);
  } catch (error) {
    if (error instanceof InvalidError) throw new Error(describeInvalid(error));
    throw error;
  }
}

/** The field errors of a refusal as lines: `emailAddress: Enter a valid e-mail address.` */
function describeInvalid(error: InvalidError): string {
  const lines = Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) =>
    messages.map((message) => `${field}: ${message}`),
  );
  return lines.length > 0 ? lines.join("\n") : error.message;
}

async function runCommand(
  argv: string[],
  open: OpenInstallation,
  readInput: ReadInput,
  runDev: RunDevLink,
): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      hostname: { type: "string", multiple: true },
      "logo-url": { type: "string" },
      "allow-anonymous": { type: "boolean" },
      title: { type: "string" },
      body: { type: "string" },
      limit: { type: "string" },
      role: { type: "string", multiple: true },
      password: { type: "string" },
      tenant: { type: "string" },
      postgres: { type: "string" },
      writes: { type: "boolean" },
      branch: { type: "string" },
      value: { type: "string" },
      port: { type: "string" },
      origin: { type: "string", multiple: true },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, subcommand, ...rest] = positionals;
  if (!command || command === "help" || values.help) return USAGE;

  if (command === "dev") {
    if (rest.length > 0) throw new UsageError("dev takes at most one folder.");
    const parsed = devCommandOptions({
      dir: subcommand,
      port: values.port,
      origins: values.origin,
      publicUrl: process.env.STORYFRAME_PUBLIC_URL || undefined,
    });
    if (!parsed.ok) throw new UsageError(parsed.problem);
    return await runDev(parsed.options);
  }

  if (command === "backup" || command === "restore") {
    if (!subcommand || rest.length > 0) throw new UsageError(`${command} needs one folder.`);
    const run = command === "backup" ? backUpInstallation : restoreInstallation;
    return await run(loadConfig(), resolve(subcommand), (line) => process.stderr.write(`${line}\n`));
  }

  if (command === "content" && subcommand === "validate") {
    const [dir] = rest;
    if (!dir) throw new UsageError("content validate needs a folder.");
    const folder = readContentFolder(resolve(dir));
    if (folder.problems.length > 0) {
      throw new ContentError(`${dir}: ${folder.problems.length} problem(s)\n${formatProblems(folder.problems)}`);
    }
    return `${dir}: ${folder.objects.length} objects, no problems.${formatWarnings(folder.warnings)}`;
  }

  const installation = await open();
  try {
    const tenants = installation.services.tenantService;
    if (command === "migrate") {
      const applied = installation.migrationsApplied;
      return applied.length > 0 ? `Applied migrations: ${applied.join(", ")}` : "The database is up to date.";
    }
    if (command === "tenant" && subcommand === "list") return await listTenants(tenants);
    if (command === "tenant" && subcommand === "create") {
      const [domainName] = rest;
      if (!domainName) throw new UsageError("tenant create needs a domainName.");
      if (!values.name) throw new UsageError("tenant create needs --name <tenantName>.");
      const result = await tenants.create({
        domainName,
        tenantName: values.name,
        hostnames: values.hostname ?? [],
        logoUrl: values["logo-url"] ?? null,
        allowAnonymousAuthentication: values["allow-anonymous"] ?? false,
      });
      if (!result.ok) throw new Error(result.message);
      return `Created tenant '${domainName}'.`;
    }
    if (command === "tenant" && subcommand === "maintenance") {
      const [domainName, state] = rest;
      if (!domainName || (state !== "on" && state !== "off")) {
        throw new UsageError("tenant maintenance needs a domainName and 'on' or 'off'.");
      }
      const enabled = state === "on";
      const result = await tenants.setMaintenance(domainName, {
        enabled,
        title: enabled ? (values.title ?? null) : null,
        body: enabled ? (values.body ?? null) : null,
      });
      if (!result.ok) throw new Error(result.message);
      return enabled
        ? `Tenant '${domainName}' is now in maintenance mode.`
        : `Tenant '${domainName}' is out of maintenance mode.`;
    }
    if (command === "tenant" && subcommand === "frame-ancestors") {
      return await manageFrameAncestors(installation, rest);
    }
    if (command === "tenant" && subcommand === "secret") {
      return await manageTenantSecrets(installation, rest, values.value, readInput);
    }
    if (command === "user" && subcommand === "create") {
      return await createUser(installation, rest, values);
    }
    if (command === "content" && (subcommand === "push" || subcommand === "pull")) {
      const [dir] = rest;
      if (!dir || !values.tenant || !values.branch) {
        throw new UsageError(`content ${subcommand} needs a folder, --tenant <domainName> and --branch <branch>.`);
      }
      const publisher = installation.services.contentPublisher;
      if (subcommand === "pull") {
        const count = await publisher.pull(values.tenant, values.branch, resolve(dir));
        return `Wrote ${count} objects of ${values.tenant}/${values.branch} to ${dir}.`;
      }
      const result = await publisher.push(resolve(dir), values.tenant, values.branch);
      if (!result.ok)
        throw new ContentError(
          `Nothing was pushed: ${result.problems.length} problem(s)\n${formatProblems(result.problems)}`,
        );
      const { created, updated, deleted, unchanged } = result.outcome;
      return `Pushed ${dir} to ${values.tenant}/${values.branch}: ${created} created, ${updated} updated, ${deleted} deleted, ${unchanged} unchanged.${formatWarnings(result.warnings)}`;
    }
    if (command === "connection") {
      return await manageConnections(installation, subcommand, rest, values.postgres, values.writes === true);
    }
    if (command === "mail" && subcommand === "outbox") {
      const limit = Number(values.limit ?? "20");
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new UsageError("--limit must be a whole number from 1 to 1000.");
      return formatOutbox(await readOutbox(installation.database.db, limit));
    }
    throw new UsageError(`Unknown command: ${positionals.join(" ")}`);
  } finally {
    await installation.services.connections.closeAll();
    await installation.database.close();
  }
}

/** `user create`: through the admin users service as the CLI's system actor, so it is audited and checked like the API. */
async function createUser(
  installation: PreparedInstallation,
  [domainName, emailAddress]: string[],
  values: { name?: string; role?: string[]; password?: string },
): Promise<string> {
  if (!domainName || !emailAddress) throw new UsageError("user create needs a domainName and an e-mail address.");
  if (!values.name) throw new UsageError("user create needs --name <name>.");
  const { services } = installation;
  const tenant = await services.tenantRepository.findByDomain(domainName);
  if (!tenant) throw new Error(`No tenant with domainName '${domainName}'.`);
  const actor = systemActor(SYSTEM_ACTOR_NAMES.cli, domainName);
  const roles = [];
  for (const name of values.role ?? []) {
    const role = await services.roles.findByName(actor, name);
    if (!role) throw new Error(`No role named '${name}' in '${domainName}'.`);
    roles.push(role.id);
  }
  const withPassword = values.password !== undefined;
  await services.users.create(
    actor,
    { name: values.name, emailAddress, roles },
    { sendWelcomeEmail: !withPassword, password: values.password },
  );
  if (withPassword) return `Created ${emailAddress} in '${domainName}'.`;
  return `Created ${emailAddress} in '${domainName}' and sent a welcome e-mail with a sign-up link.`;
}

/** `tenant frame-ancestors <domainName> [<origin>... | none]`: shows the origins, or replaces them. */
async function manageFrameAncestors(
  installation: PreparedInstallation,
  [domainName, ...origins]: string[],
): Promise<string> {
  if (!domainName) throw new UsageError("tenant frame-ancestors needs a domainName.");
  const tenant = await installation.services.tenantRepository.findByDomain(domainName);
  if (!tenant) throw new Error(`No tenant with domainName '${domainName}'.`);
  const describe = (list: readonly string[]) =>
    list.length === 0
      ? `Only the tenant's own pages may frame '${domainName}'.`
      : `Pages of these origins may frame '${domainName}': ${list.join(", ")}.`;
  if (origins.length === 0) return describe(tenant.settings.frameAncestors);
  const wanted = origins.length === 1 && origins[0] === "none" ? [] : origins;
  const result = await installation.services.tenantService.setFrameAncestors(domainName, wanted);
  if (!result.ok) throw new UsageError(result.message);
  const updated = await installation.services.tenantRepository.findByDomain(domainName);
  return describe(updated?.settings.frameAncestors ?? []);
}

/** `tenant secret set|list|remove`: a value goes in, never out; the output names the key id that sealed it. */
async function manageTenantSecrets(
  installation: PreparedInstallation,
  [action, domainName, name]: string[],
  value: string | undefined,
  readInput: ReadInput,
): Promise<string> {
  const { tenantSecrets, tenantRepository } = installation.services;
  if (!domainName) throw new UsageError("tenant secret commands need a domainName.");
  if (!(await tenantRepository.findByDomain(domainName))) throw new Error(`No tenant with domainName '${domainName}'.`);
  if (action === "list") {
    const entries = await tenantSecrets.list(domainName);
    if (entries.length === 0) return `'${domainName}' has no secrets.`;
    return entries.map((entry) => `${entry.name}\tkey id ${entry.keyId}\t${entry.updatedAt}`).join("\n");
  }
  if (action !== "set" && action !== "remove") throw new UsageError(`Unknown command: tenant secret ${action ?? ""}`);
  const parsedName = tenantSecretNameSchema.safeParse(name);
  if (!parsedName.success) {
    throw new UsageError(`tenant secret ${action} needs a secret name: ${tenantSecretNameSchema.options.join(", ")}.`);
  }
  if (action === "remove") {
    if (!(await tenantSecrets.remove(domainName, parsedName.data))) {
      throw new Error(`'${domainName}' has no secret named '${parsedName.data}'.`);
    }
    return `Removed the secret '${parsedName.data}' of '${domainName}'.`;
  }
  tenantSecrets.assertCanSeal();
  const entry = await tenantSecrets.set(domainName, parsedName.data, value ?? (await readInput()));
  return `Stored the secret '${entry.name}' of '${domainName}', encrypted with key id ${entry.keyId}. A running server uses it within STORYFRAME_SETTINGS_CACHE_TTL_MS.`;
}

async function manageConnections(
  installation: PreparedInstallation,
  subcommand: string | undefined,
  [domainName, name]: string[],
  postgresUrl: string | undefined,
  writes: boolean,
): Promise<string> {
  const definitions = installation.services.connectionDefinitions;
  if (!domainName) throw new UsageError("connection commands need a domainName.");
  if (!(await installation.services.tenantRepository.findByDomain(domainName))) {
    throw new Error(`No tenant with domainName '${domainName}'.`);
  }
  if (subcommand === "list") {
    const all = await definitions.list(domainName);
    const lines = all.map((c) =>
      c.kind === "duckdb"
        ? `${c.name}\tduckdb\t(embedded)`
        : `${c.name}\t${c.kind}${c.writes ? " (writes)" : ""}\t${describeUrl(c.url)}`,
    );
    return ["default\tduckdb\t(embedded)", ...lines].join("\n");
  }
  if (!name) throw new UsageError(`connection ${subcommand ?? ""} needs a connection name.`);
  if (name === "default") throw new UsageError("'default' is the tenant's embedded DuckDB and cannot be changed.");
  if (subcommand === "add") {
    if (!postgresUrl || !/^postgres(ql)?:\/\/.+/.test(postgresUrl)) {
      throw new UsageError("connection add needs --postgres <postgres://user:password@host:port/database>.");
    }
    await definitions.save({ domainName, name, kind: "postgres", url: postgresUrl, writes });
    return `Saved the connection '${name}' of '${domainName}' (${describeUrl(postgresUrl)}${writes ? ", accepts writes" : ""}). A running server opens a new connection at its first use; restart it after changing an existing one.`;
  }
  if (subcommand === "remove") {
    if (!(await definitions.remove(domainName, name)))
      throw new Error(`'${domainName}' has no connection named '${name}'.`);
    return `Removed the connection '${name}' of '${domainName}'.`;
  }
  throw new UsageError(`Unknown command: connection ${subcommand ?? ""}`);
}

function formatOutbox(entries: OutboxEntry[]): string {
  if (entries.length === 0) return "The outbox is empty.";
  return entries
    .map((entry) =>
      [
        `Date:    ${entry.createdAt}`,
        `To:      ${entry.to}`,
        `Subject: ${entry.subject}`,
        ...entry.attachments.map((file) => `Attached: ${file.fileName} (${file.contentType}, ${file.size} bytes)`),
        "",
        entry.text,
      ].join("\n"),
    )
    .join(`\n${"-".repeat(72)}\n`);
}

async function listTenants(tenants: TenantService): Promise<string> {
  const all = await tenants.list();
  if (all.length === 0) return "No tenants.";
  return all
    .map((t) => {
      const state = t.maintenance.enabled ? " [maintenance]" : "";
      return `${t.domainName}\t${t.tenantName}${state}\t${t.hostnames.join(", ") || "(no host names)"}`;
    })
    .join("\n");
}
