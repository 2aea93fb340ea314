import { describe, expect, it } from "vitest";
import { frameAncestorsSchema, tenantSettingsSchema } from "./tenantDefinition";

describe("the origins allowed to frame a tenant's pages", () => {
  it("are none by default", () => {
    expect(tenantSettingsSchema.parse({}).frameAncestors).toEqual([]);
  });

  it("are kept in their normal form: lower case, without a default port or trailing slash, each once", () => {
    expect(
      frameAncestorsSchema.parse([
        "https://Intranet.Example.com/",
        "https://intranet.example.com:443",
        "https://portal.example.com:8443",
        "http://localhost:3000",
        "https://[::1]:8443",
      ]),
    ).toEqual([
      "https://intranet.example.com",
      "https://portal.example.com:8443",
      "http://localhost:3000",
      "https://[::1]:8443",
    ]);
  });

  it("refuse paths, wildcards, credentials, keywords, other schemes and bare host names, naming the entry", () => {
    for (const entry of [
      "https://intranet.example.com/reports",
      "https://*.example.com",
      "https://user:secret@intranet.example.com",
      "'self'",
      "*",
      "javascript:alert(1)",
      "data:text/html,x",
      "intranet.example.com",
      "https://intranet.example.com:99999",
      "https://intranet.example.com?x=1",
    ]) {
      const result = frameAncestorsSchema.safeParse([entry]);
      expect(result.success, entry).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        `'${entry}' is not an origin: write it as https://host or https://host:port, without a path or wildcard.`,
      );
    }
  });

  it("are at most twenty", () => {
    const many = Array.from({ length: 21 }, (_, index) => `https://host${index}.example.com`);
    expect(frameAncestorsSchema.safeParse(many).success).toBe(false);
  });
});
