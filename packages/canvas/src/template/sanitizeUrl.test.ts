import { describe, expect, it } from "vitest";
import { sanitizeUrl } from "./sanitizeUrl";

describe("sanitizeUrl", () => {
  it.each([
    "https://example.com/a?b=c#d",
    "http://example.com",
    "mailto:someone@example.com",
    "tel:+441234567",
    "/tenant-assets/demo/logo.svg",
    "relative/path.png",
    "./here",
    "../up",
    "#section-2",
    "?page=2",
    "//cdn.example.com/x.png",
    "HTTPS://EXAMPLE.COM",
    "",
  ])("keeps %s", (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it("trims surrounding whitespace", () => {
    expect(sanitizeUrl("  https://example.com  ")).toBe("https://example.com");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "java\u0000script:alert(1)",
    "\u0001javascript:alert(1)",
    "java\u200bscript:alert(1)",
    "\ufeffjavascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106avascript:alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    "&amp;#106;avascript:alert(1)",
    "jav&Tab;ascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "blob:https://example.com/uuid",
    "filesystem:https://example.com/x",
    "jar:http://x!/",
    "12:30",
  ])("refuses %j", (url) => {
    expect(sanitizeUrl(url)).toBeUndefined();
  });

  it("refuses values that are not text or a number", () => {
    expect(sanitizeUrl({ toString: () => "https://x" })).toBeUndefined();
    expect(sanitizeUrl(null)).toBeUndefined();
    expect(sanitizeUrl(42)).toBe("42");
  });
});
