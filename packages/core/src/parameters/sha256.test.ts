import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sha256, sha256Hex } from "./sha256";

/** Web Crypto, reached without a DOM type library; the test runtime provides it. */
const subtle = (
  globalThis as unknown as { crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } } }
).crypto.subtle;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("sha256Hex", () => {
  it.each([
    ["empty message", "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["'abc' (one block)", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "448-bit message (two blocks)",
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
    [
      "896-bit message",
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
    ],
  ])("matches the FIPS 180 vector for the %s", (_label, message, digest) => {
    expect(sha256Hex(message)).toBe(digest);
  });

  it("matches the vector for one million 'a'", () => {
    expect(sha256Hex("a".repeat(1_000_000))).toBe("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  });

  it("hashes the UTF-8 encoding of text", () => {
    expect(sha256Hex("Ünïcødé ✓ 😀")).toBe("ed3d9e7224fc4ee2770112688862183808eeeaa16c565a92686f9e7d9259a964");
    expect(sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(sha256Hex("abc"));
  });

  it("agrees with Web Crypto for every length around the block and padding boundaries", async () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(hex(sha256(bytes)), `length ${length}`).toBe(hex(new Uint8Array(await subtle.digest("SHA-256", bytes))));
    }
  });

  it("agrees with Web Crypto for arbitrary bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1_000 }), async (bytes) => {
        expect(hex(sha256(bytes))).toBe(hex(new Uint8Array(await subtle.digest("SHA-256", bytes))));
      }),
    );
  });
});
