// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ZipArchive } from "./zipArchive";

/** A plain CRC-32 (IEEE), to check the archive's against. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

type ListedEntry = { name: string; crc: number; size: number; text: string; flags: number; method: number };

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads an archive the way unzip tools do: from the end-of-central-directory record. */
async function listEntries(blob: Blob): Promise<ListedEntry[]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ListedEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const offset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(offset, true)).toBe(0x04034b50);
    const dataStart = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    const data = await inflate(bytes.subarray(dataStart, dataStart + compressed));
    expect(view.getUint32(dataStart + compressed, true)).toBe(0x08074b50);
    expect(view.getUint32(dataStart + compressed + 4, true)).toBe(crc);
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    entries.push({ name, crc, size, text: new TextDecoder().decode(data), flags, method });
    at += 46 + nameLength;
  }
  return entries;
}

describe("ZipArchive", () => {
  it("writes deflated entries with data descriptors and a central directory that points at them", async () => {
    const zip = new ZipArchive(new Date(2026, 9, 5, 14, 30));
    await zip.addText("[Content_Types].xml", "<Types/>");
    const sheet = zip.openEntry("xl/worksheets/sheet1.xml");
    await sheet.write("<sheetData>");
    for (let row = 1; row <= 500; row += 1) await sheet.write(`<row r="${row}"><c><v>${row}</v></c></row>`);
    await sheet.write("</sheetData>");
    await sheet.close();
    const blob = zip.finish("application/zip");

    expect(blob.type).toBe("application/zip");
    const entries = await listEntries(blob);
    expect(entries.map((entry) => entry.name)).toEqual(["[Content_Types].xml", "xl/worksheets/sheet1.xml"]);
    expect(entries[0]?.text).toBe("<Types/>");
    expect(entries[1]?.text.startsWith('<sheetData><row r="1"><c><v>1</v></c></row>')).toBe(true);
    expect(entries[1]?.text.endsWith('<row r="500"><c><v>500</v></c></row></sheetData>')).toBe(true);
    expect(entries.every((entry) => entry.method === 8 && (entry.flags & 0x0008) !== 0)).toBe(true);
  });

  it("checks its reference CRC-32 against the standard check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });

  it("writes empty and tiny entries, whose data is shorter than the gzip trailer", async () => {
    const zip = new ZipArchive();
    await zip.addText("empty.xml", "");
    await zip.addText("one.xml", "x");
    const entries = await listEntries(zip.finish("application/zip"));
    expect(entries.map((entry) => [entry.name, entry.text, entry.size])).toEqual([
      ["empty.xml", "", 0],
      ["one.xml", "x", 1],
    ]);
  });

  it("keeps non-ASCII text and names as UTF-8", async () => {
    const zip = new ZipArchive();
    await zip.addText("données/résumé.xml", "São Paulo → Zürich");
    const [entry] = await listEntries(zip.finish("application/zip"));
    expect(entry?.name).toBe("données/résumé.xml");
    expect(entry?.text).toBe("São Paulo → Zürich");
  });

  it("refuses to start an entry while another is open, and to finish with one open", async () => {
    const zip = new ZipArchive();
    const first = zip.openEntry("a.xml");
    expect(() => zip.openEntry("b.xml")).toThrow("Close the previous zip entry first.");
    expect(() => zip.finish("application/zip")).toThrow("Close the last zip entry first.");
    await first.close();
    expect(zip.finish("application/zip").size).toBeGreaterThan(0);
  });
});
