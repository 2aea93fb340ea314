import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.dataDir.endsWith(".data")).toBe(true);
    expect(config.database).toEqual({ kind: "sqlite", file: `${config.dataDir}/storyframe.sqlite` });
    expect(config.settingsCacheTtlMs).toBe(5000);
  });

  it("switches to PostgreSQL when STORYFRAME_DATABASE_URL is set", () => {
    const config = loadConfig({ STORYFRAME_DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@127.0.0.1:5432/db" });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it("names the variable and the value when PORT is not a number", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT must be a number \(got "abc"\)/);
  });

  it("refuses a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be between 1 and 65535/);
  });

  it("refuses a database URL that is not PostgreSQL", () => {
    expect(() => loadConfig({ STORYFRAME_DATABASE_URL: "mysql://x" })).toThrow(
      /STORYFRAME_DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });

  it("shares state through Redis only when STORYFRAME_REDIS_URL names one", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ STORYFRAME_REDIS_URL: "rediss://:pw@cache:6380" }).redisUrl).toBe("rediss://:pw@cache:6380");
  });

  it("refuses a Redis URL that is not one, without repeating it (it may carry a password)", () => {
    expect(() => loadConfig({ STORYFRAME_REDIS_URL: "http://:secret@cache" })).toThrow(
      /STORYFRAME_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL \(value not shown\)/,
    );
  });

  it("lists every bad variable at once", () => {
    let message = "";
    try {
      loadConfig({ PORT: "x", STORYFRAME_LOG_LEVEL: "loud", STORYFRAME_TRUST_PROXY: "maybe" });
    } catch (error) {
      message = error instanceof Error ? error.message : "";
    }
    expect(message).toContain("PORT");
    expect(message).toContain("STORYFRAME_LOG_LEVEL must be one of");
    expect(message).toContain("STORYFRAME_TRUST_PROXY must be true or false");
  });

  it("reads the speech service's key and address, defaulting to Google text-to-speech without a key", () => {
    expect(loadConfig({}).speech).toEqual({
      apiKey: undefined,
      apiUrl: "https://texttospeech.googleapis.com/v1/text:synthesize",
    });
    const config = loadConfig({
      STORYFRAME_SPEECH_API_KEY: "secret",
      STORYFRAME_SPEECH_API_URL: "http://127.0.0.1:9000/synthesize",
    });
    expect(config.speech).toEqual({ apiKey: "secret", apiUrl: "http://127.0.0.1:9000/synthesize" });
    expect(() => loadConfig({ STORYFRAME_SPEECH_API_URL: "speech" })).toThrow(
      /STORYFRAME_SPEECH_API_URL must be an absolute URL/,
    );
  });

  it("strips a trailing slash from the public URL", () => {
    expect(loadConfig({ STORYFRAME_PUBLIC_URL: "https://sf.example.com/" }).publicUrl).toBe("https://sf.example.com");
  });

  it("bounds the data engine by default: DuckDB at 512MB and 2 threads, 2 queries at once per tenant, 32 waiting", () => {
    const { data } = loadConfig({});
    expect(data.duckDb).toEqual({ memoryLimit: "512MB", threads: 2 });
    expect(data.queryConcurrency).toBe(2);
    expect(data.queryQueueLimit).toBe(32);
  });

  it("reads the data engine's bounds from the environment", () => {
    const { data } = loadConfig({
      STORYFRAME_DUCKDB_MEMORY_LIMIT: "1.5 GiB",
      STORYFRAME_DUCKDB_THREADS: "4",
      STORYFRAME_QUERY_CONCURRENCY: "3",
      STORYFRAME_QUERY_QUEUE_LIMIT: "0",
    });
    expect(data.duckDb).toEqual({ memoryLimit: "1.5GiB", threads: 4 });
    expect(data.queryConcurrency).toBe(3);
    expect(data.queryQueueLimit).toBe(0);
  });

  it("refuses a memory limit that is not a size, and thread or concurrency counts below 1", () => {
    expect(() => loadConfig({ STORYFRAME_DUCKDB_MEMORY_LIMIT: "lots" })).toThrow(
      /STORYFRAME_DUCKDB_MEMORY_LIMIT must be a size such as 512MB or 1GiB \(got "lots"\)/,
    );
    expect(() => loadConfig({ STORYFRAME_DUCKDB_MEMORY_LIMIT: "80%" })).toThrow(/STORYFRAME_DUCKDB_MEMORY_LIMIT/);
    expect(() => loadConfig({ STORYFRAME_DUCKDB_THREADS: "0" })).toThrow(
      /STORYFRAME_DUCKDB_THREADS must be between 1 and 256/,
    );
    expect(() => loadConfig({ STORYFRAME_QUERY_CONCURRENCY: "0" })).toThrow(
      /STORYFRAME_QUERY_CONCURRENCY must be at least 1/,
    );
    expect(() => loadConfig({ STORYFRAME_QUERY_QUEUE_LIMIT: "-1" })).toThrow(
      /STORYFRAME_QUERY_QUEUE_LIMIT must be 0 or more/,
    );
  });

  it("offers the editor link at local port 11223 on every host by default", () => {
    expect(loadConfig({}).editorLink).toEqual({ url: "ws://localhost:11223", documentationHosts: [] });
  });

  it("reads the editor link's address and the documentation hosts, which do not offer it", () => {
    const { editorLink } = loadConfig({
      STORYFRAME_EDITOR_LINK_URL: "ws://127.0.0.1:4567",
      STORYFRAME_DOCUMENTATION_HOSTS: "Docs.Storyframe.example, help.example",
    });
    expect(editorLink).toEqual({
      url: "ws://127.0.0.1:4567",
      documentationHosts: ["docs.storyframe.example", "help.example"],
    });
  });

  it("refuses an editor link address that is not a websocket URL, and a host list that is not one", () => {
    expect(() => loadConfig({ STORYFRAME_EDITOR_LINK_URL: "http://localhost:11223" })).toThrow(
      /STORYFRAME_EDITOR_LINK_URL must be a ws:\/\/ or wss:\/\/ URL/,
    );
    expect(() => loadConfig({ STORYFRAME_DOCUMENTATION_HOSTS: "docs.example;x" })).toThrow(
      /STORYFRAME_DOCUMENTATION_HOSTS must be a comma-separated list of host names/,
    );
  });

  it("reads the export settings, Chromium where Debian puts it when none is named", () => {
    const { export: exports } = loadConfig({
      STORYFRAME_CHROMIUM_PATH: "/opt/chromium/chrome",
      STORYFRAME_EXPORT_CONCURRENCY: "2",
      STORYFRAME_EXPORT_TIMEOUT_MS: "120000",
      STORYFRAME_EXPORT_RETENTION_MS: "600000",
    });
    expect(exports).toEqual({
      chromiumPath: "/opt/chromium/chrome",
      concurrency: 2,
      timeoutMs: 120_000,
      retentionMs: 600_000,
    });
    const defaults = loadConfig({}).export;
    expect(defaults).toMatchObject({ concurrency: 1, timeoutMs: 600_000, retentionMs: 3_600_000 });
    expect(defaults.chromiumPath).toBe(existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  });

  it("refuses an export concurrency outside 1 to 16", () => {
    expect(() => loadConfig({ STORYFRAME_EXPORT_CONCURRENCY: "0" })).toThrow(
      /STORYFRAME_EXPORT_CONCURRENCY must be between 1 and 16/,
    );
  });
});
