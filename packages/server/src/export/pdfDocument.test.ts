import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { framesToPdf, printable } from "./pdfDocument";

/** A 1×1 PNG, standing in for a frame's picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("the export's PDF", () => {
  it("has one page per frame with its title, the parameter values and where it sits", async () => {
    const frames = [
      { frame: { id: "a/b/c", title: "Haul fleet at a glance" }, image: PNG },
      { frame: { id: "a/b/d", title: "Tonnes by site" }, image: PNG },
    ];
    const bytes = await framesToPdf(frames, {
      storylineTitle: "Fleet operations",
      parameterLine: "From: 2026-10-18  ·  Truck: HT-07",
      createdAt: new Date("2026-11-26T10:00:00Z"),
    });
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Fleet operations");
    // The text extractor takes the bytes over: it gets a copy.
    const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
    expect(totalPages).toBe(2);
    expect(text[0]).toContain("Haul fleet at a glance");
    expect(text[0]).toContain("From: 2026-10-18");
    expect(text[0]).toContain("Truck: HT-07");
    expect(text[1]).toContain("Tonnes by site");
    expect(text[1]).toContain("Fleet operations");
    expect(text[1]).toContain("2 / 2");
  });
});

describe("text for the standard PDF fonts", () => {
  it("keeps what the font has, drops accents it lacks and replaces the rest", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(printable("Café – 40 km/h", font)).toBe("Café – 40 km/h");
    expect(printable("Łódź", font)).toBe("?ódz");
    expect(printable("Erdős", font)).toBe("Erdos");
    expect(printable("東京", font)).toBe("??");
    expect(printable("two\nlines", font)).toBe("two lines");
  });
});
