import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runCli, USAGE, UsageError } from "../cliCommands";
import type { ServerConfig } from "../config";
import { prepareInstallation } from "../startup";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { MasterKey } from "./masterKey";

const MASTER_KEY = randomBytes(32);
const SPEECH_KEY = "cli-speech-key-3c7e";

describe.each(databaseKinds)("storyframe tenant secret on %s", (kind) => {
  let t: TestApp;
  /** Runs a command on the test server's database, as `storyframe` beside a running server would; `input` is piped in. */
  const storyframe = (argv: string[], input = "", config: ServerConfig = t.config) => {
    const readInput = vi.fn(async () => input);
    const output = runCli(argv, () => prepareInstallation(config, { info: () => {}, error: () => {} }), readInput);
    return { output, readInput };
  };
  const cloudSpeechOf = async (host: string) =>
    (await t.app.inject({ method: "GET", url: "/api/settings/client", headers: { host } })).json().features
      .cloudSpeech as boolean;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      STORYFRAME_SECRETS_KEY: MASTER_KEY.toString("hex"),
      // The command is another process: the server must not answer from its cache.
      STORYFRAME_SETTINGS_CACHE_TTL_MS: "0",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores the speech key piped in, encrypted, and the server offers cloud speech from then on", async () => {
    expect(await cloudSpeechOf("localhost")).toBe(false);
    const { output, readInput } = storyframe(["tenant", "secret", "set", "demo", "speech-api-key"], `${SPEECH_KEY}\n`);
    const printed = await output;
    expect(printed).toBe(
      `Stored the secret 'speech-api-key' of 'demo', encrypted with key id ${new MasterKey(MASTER_KEY).id}. A running server uses it within STORYFRAME_SETTINGS_CACHE_TTL_MS.`,
    );
    expect(readInput).toHaveBeenCalledOnce();
    expect(await t.services.tenantSecrets.get("demo", "speech-api-key")).toBe(SPEECH_KEY);
    expect(await cloudSpeechOf("localhost")).toBe(true);
  });

  it("takes the value from --value too", async () => {
    const { output, readInput } = storyframe([
      "tenant",
      "secret",
      "set",
      "demo",
      "speech-api-key",
      "--value",
      "from-option",
    ]);
    expect(await output).toContain("Stored the secret 'speech-api-key' of 'demo'");
    expect(readInput).not.toHaveBeenCalled();
    expect(await t.services.tenantSecrets.get("demo", "speech-api-key")).toBe("from-option");
    await storyframe(["tenant", "secret", "set", "demo", "speech-api-key"], SPEECH_KEY).output;
  });

  it("lists secrets by name, key id and date, never their values", async () => {
    const printed = await storyframe(["tenant", "secret", "list", "demo"]).output;
    expect(printed).toMatch(
      new RegExp(`^speech-api-key\\tkey id ${new MasterKey(MASTER_KEY).id}\\t\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`),
    );
    expect(printed).not.toContain(SPEECH_KEY);
  });

  it("refuses an empty value with the field's message", async () => {
    await expect(storyframe(["tenant", "secret", "set", "demo", "speech-api-key"], "\n").output).rejects.toThrow(
      "value: must not be empty",
    );
    expect(await t.services.tenantSecrets.get("demo", "speech-api-key")).toBe(SPEECH_KEY);
  });

  it("refuses an unknown secret name or tenant", async () => {
    await expect(storyframe(["tenant", "secret", "set", "demo", "map-key"], "x").output).rejects.toThrow(
      new UsageError("tenant secret set needs a secret name: speech-api-key."),
    );
    await expect(storyframe(["tenant", "secret", "set", "nobody", "speech-api-key"], "x").output).rejects.toThrow(
      "No tenant with domainName 'nobody'.",
    );
  });

  it("says which variable to set when no master key is configured, before asking for the value", async () => {
    const { output, readInput } = storyframe(["tenant", "secret", "set", "demo", "speech-api-key"], "another-key", {
      ...t.config,
      secretsKey: undefined,
    });
    await expect(output).rejects.toThrow(
      "STORYFRAME_SECRETS_KEY is not set, so tenant secrets cannot be stored or read. Set STORYFRAME_SECRETS_KEY to 32 random bytes in base64 (openssl rand -base64 32), the same for the server and the storyframe command.",
    );
    expect(readInput).not.toHaveBeenCalled();
    expect(await t.services.tenantSecrets.get("demo", "speech-api-key")).toBe(SPEECH_KEY);
  });

  it("removes a secret, after which the tenant narrates with its browsers' voices", async () => {
    expect(await storyframe(["tenant", "secret", "remove", "demo", "speech-api-key"]).output).toBe(
      "Removed the secret 'speech-api-key' of 'demo'.",
    );
    expect(await cloudSpeechOf("localhost")).toBe(false);
    await expect(storyframe(["tenant", "secret", "remove", "demo", "speech-api-key"]).output).rejects.toThrow(
      "'demo' has no secret named 'speech-api-key'.",
    );
    expect(await storyframe(["tenant", "secret", "list", "demo"]).output).toBe("'demo' has no secrets.");
  });

  it("is described in the usage", () => {
    expect(USAGE).toContain("tenant secret set <domainName> speech-api-key [--value <value>]");
    expect(USAGE).toContain("tenant secret list <domainName>");
    expect(USAGE).toContain("tenant secret remove <domainName> <name>");
  });
});
