import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config";
import { ContentPublisher, formatProblems } from "./content/folder/contentPublisher";
import { readContentFolder } from "./content/folder/readContentFolder";
import { describeUrl } from "./data/connections/connectionDefinitions";
import { hashPassword, passwordProblem } from "./identity/passwords";
import { spaClientId } from "./identity/tenantClients";
import { type OutboxEntry, readOutbox } from "./mail/mailer";
import { type PreparedInstallation, prepareInstallation } from "./startup";
import type { TenantService } from "./tenants/service";

const USAGE = `Usage: storyframe <command>

Commands:
  migrate                                   Create or upgrade the database schema (also seeds the demo tenant once)
  tenant list                               List tenants with their host names
  tenant create <domainName> --name <tenantName> [--hostname <host>]... [--logo-url <url>] [--allow-anonymous]
                                            Create a tenant
  tenant maintenance <domainName> on [--title <text>] [--body <text>]
                                            Put a tenant into maintenance mode
  tenant maintenance <domainName> off       End maintenance mode
  user create <domainName> <emailAddress> --name <name> [--role <roleName>]... [--password <password>]
                                            Create a local account; without --password a welcome e-mail with a sign-up link is sent
  content validate <dir>                    Check a content folder (docs/content-format.md); lists every problem with its file
  content push <dir> --tenant <domainName> --branch <branch>
                                            Make the branch hold exactly the folder's content (all or nothing)
  content pull --tenant <domainName> --branch <branch> <dir>
                                            Write the branch's content into the folder
  connection add <domainName> <name> --postgres <url>
                                            Add (or change) a PostgreSQL data connection of a tenant
  connection list <domainName>              List a tenant's data connections (without credentials)
  connection remove <domainName> <name>     Remove a data connection
  mail outbox [--limit <n>]                 Show the newest mails kept in the outbox (when no SMTP server is configured)
  help                                      Show this help

The database is the one the server uses: STORYFRAME_DATABASE_URL, or the SQLite file in STORYFRAME_DATA_DIR.
A running server shows tenant changes within STORYFRAME_SETTINGS_CACHE_TTL_MS (5 s by default).`;

/** A mistake in the command line: printed with the usage, exit code 2. */
class UsageError extends Error {}

/** Content with problems: the list is printed, exit code 1. */
class ContentError extends Error {}

async function run(argv: string[]): Promise<string> {
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
      branch: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, subcommand, ...rest] = positionals;
  if (!command || command === "help" || values.help) return USAGE;

  if (command === "content" && subcommand === "validate") {
    const [dir] = rest;
    if (!dir) throw new UsageError("content validate needs a folder.");
    const folder = readContentFolder(resolve(dir));
    if (folder.problems.length > 0) {
      throw new ContentError(`${dir}: ${folder.problems.length} problem(s)\n${formatProblems(folder.problems)}`);
    }
    return `${dir}: ${folder.objects.length} objects, no problems.`;
  }

  const installation = await prepareInstallation(loadConfig(), {
    info: (_details, message) => process.stderr.write(`${message}\n`),
  });
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
    if (command === "user" && subcommand === "create") {
      return await createUser(installation, rest, values);
    }
    if (command === "content" && (subcommand === "push" || subcommand === "pull")) {
      const [dir] = rest;
      if (!dir || !values.tenant || !values.branch) {
        throw new UsageError(`content ${subcommand} needs a folder, --tenant <domainName> and --branch <branch>.`);
      }
      const publisher = new ContentPublisher(installation.services.contentRepository, installation.services.branches);
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
      return `Pushed ${dir} to ${values.tenant}/${values.branch}: ${created} created, ${updated} updated, ${deleted} deleted, ${unchanged} unchanged.`;
    }
    if (command === "connection") {
      return await manageConnections(installation, subcommand, rest, values.postgres);
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

async function createUser(
  installation: PreparedInstallation,
  [domainName, emailAddress]: string[],
  values: { name?: string; role?: string[]; password?: string },
): Promise<string> {
  if (!domainName || !emailAddress) throw new UsageError("user create needs a domainName and an e-mail address.");
  if (!values.name) throw new UsageError("user create needs --name <name>.");
  if (!/^[^\s@]+@[^\s@]+$/.test(emailAddress)) throw new UsageError(`'${emailAddress}' is not an e-mail address.`);
  const { services } = installation;
  const tenant = await services.tenantRepository.findByDomain(domainName);
  if (!tenant) throw new Error(`No tenant with domainName '${domainName}'.`);
  if (await services.accounts.findUserByEmail(domainName, emailAddress)) {
    throw new Error(`A user with the e-mail address ${emailAddress} already exists in '${domainName}'.`);
  }
  const roles = [];
  for (const name of values.role ?? []) {
    const role = await services.accounts.findRoleByName(domainName, name);
    if (!role) throw new Error(`No role named '${name}' in '${domainName}'.`);
    roles.push(role.id);
  }
  if (values.password !== undefined) {
    const problem = passwordProblem(values.password);
    if (problem) throw new UsageError(`--password: ${problem}`);
  }
  const user = await services.accounts.createUser(
    {
      domainName,
      name: values.name,
      emailAddress,
      passwordHash: values.password === undefined ? null : await hashPassword(values.password),
      pictureUrl: null,
      roles,
      groups: [],
      userMetadata: [],
      explicitTags: { allowed: [], denied: [] },
    },
    new Date().toISOString(),
  );
  if (values.password !== undefined) return `Created ${emailAddress} in '${domainName}'.`;
  await services.identity.invite(tenant, user, spaClientId(installation.config.identity, domainName));
  return `Created ${emailAddress} in '${domainName}' and sent a welcome e-mail with a sign-up link.`;
}

async function manageConnections(
  installation: PreparedInstallation,
  subcommand: string | undefined,
  [domainName, name]: string[],
  postgresUrl: string | undefined,
): Promise<string> {
  const definitions = installation.services.connectionDefinitions;
  if (!domainName) throw new UsageError("connection commands need a domainName.");
  if (!(await installation.services.tenantRepository.findByDomain(domainName))) {
    throw new Error(`No tenant with domainName '${domainName}'.`);
  }
  if (subcommand === "list") {
    const all = await definitions.list(domainName);
    const lines = all.map((c) => `${c.name}\t${c.kind}\t${describeUrl(c.url)}`);
    return ["default\tduckdb\t(embedded)", ...lines].join("\n");
  }
  if (!name) throw new UsageError(`connection ${subcommand ?? ""} needs a connection name.`);
  if (name === "default") throw new UsageError("'default' is the tenant's embedded DuckDB and cannot be changed.");
  if (subcommand === "add") {
    if (!postgresUrl || !/^postgres(ql)?:\/\/.+/.test(postgresUrl)) {
      throw new UsageError("connection add needs --postgres <postgres://user:password@host:port/database>.");
    }
    await definitions.save({ domainName, name, kind: "postgres", url: postgresUrl });
    return `Saved the connection '${name}' of '${domainName}' (${describeUrl(postgresUrl)}). A running server opens a new connection at its first use; restart it after changing an existing one.`;
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
      [`Date:    ${entry.createdAt}`, `To:      ${entry.to}`, `Subject: ${entry.subject}`, "", entry.text].join("\n"),
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

run(process.argv.slice(2))
  .then((output) => {
    process.stdout.write(`${output}\n`);
  })
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    const isArgError = error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS");
    if (isArgError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
