import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { MasterKey } from "./masterKey";

describe("STORYFRAME_SECRETS_KEY", () => {
  it("is optional: without it the installation has no master key", () => {
    expect(loadConfig({}).secretsKey).toBeUndefined();
  });

  it("becomes the master key when it holds 32 bytes", () => {
    const bytes = randomBytes(32);
    expect(loadConfig({ STORYFRAME_SECRETS_KEY: bytes.toString("base64") }).secretsKey?.id).toBe(
      new MasterKey(bytes).id,
    );
  });

  it("refuses a value of another length with the format, without repeating the value", () => {
    const value = randomBytes(24).toString("base64");
    let error: unknown;
    try {
      loadConfig({ STORYFRAME_SECRETS_KEY: value });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as ConfigError;
    expect(message).toContain(
      "STORYFRAME_SECRETS_KEY must be 32 bytes written as 64 hex digits or in base64 (openssl rand -base64 32) (value not shown)",
    );
    expect(message).not.toContain(value);
  });
});
