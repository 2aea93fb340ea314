import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import type { RenderedFrame } from "./frameRenderer";

/** A4 landscape, in points: frames are wider than tall. */
const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 36;
const TITLE_SIZE = 16;
const LINE_SIZE = 9;
const FOOTER_SIZE = 8;

export type PdfHeading = {
  storylineTitle: string;
  /** Printed under each frame's title: the parameter values the frames show. */
  parameterLine: string;
  createdAt: Date;
};

/** Builds the PDF: one page per frame, with its title, the parameter values, the frame's picture and a footer. */
export async function framesToPdf(frames: readonly RenderedFrame[], heading: PdfHeading): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(heading.storylineTitle);
  pdf.setCreator("Storyframe");
  pdf.setProducer("Storyframe");
  pdf.setCreationDate(heading.createdAt);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const width = PAGE.width - 2 * MARGIN;

  for (const [index, { frame, image }] of frames.entries()) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN - TITLE_SIZE;
    for (const line of wrap(printable(frame.title, bold), bold, TITLE_SIZE, width)) {
      page.drawText(line, { x: MARGIN, y, size: TITLE_SIZE, font: bold, color: rgb(0.07, 0.09, 0.15) });
      y -= TITLE_SIZE * 1.25;
    }
    y -= 2;
    for (const line of wrap(printable(heading.parameterLine, regular), regular, LINE_SIZE, width)) {
      page.drawText(line, { x: MARGIN, y, size: LINE_SIZE, font: regular, color: rgb(0.33, 0.36, 0.42) });
      y -= LINE_SIZE * 1.4;
    }
    y -= 6;

    const picture = isPng(image) ? await pdf.embedPng(image) : await pdf.embedJpg(image);
    const room = { width, height: y - MARGIN - FOOTER_SIZE - 8 };
    const scale = Math.min(room.width / picture.width, room.height / picture.height, 1);
    const shown = { width: picture.width * scale, height: picture.height * scale };
    page.drawImage(picture, { x: MARGIN + (width - shown.width) / 2, y: y - shown.height, ...shown });

    const footer = printable(`${heading.storylineTitle}  ·  ${index + 1} / ${frames.length}`, regular);
    page.drawText(footer, { x: MARGIN, y: MARGIN - 12, size: FOOTER_SIZE, font: regular, color: rgb(0.5, 0.53, 0.58) });
  }
  // Written a few objects at a time, giving the event loop back between them: pages hold large pictures.
  return pdf.save({ objectsPerTick: 10 });
}

/**
 * The text as the standard PDF fonts can print it (they know Windows-1252 only): accents the font lacks are
 * dropped from their letters, any other character it lacks becomes "?".
 */
export function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let result = "";
  for (const character of text.replace(/\s+/g, " ")) {
    const code = character.codePointAt(0) ?? 63;
    if (known.has(code)) {
      result += character;
      continue;
    }
    const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
    result += [...base].every((part) => known.has(part.codePointAt(0) ?? -1)) && base !== "" ? base : "?";
  }
  return result;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** Frames are pictured as JPEG (smaller) or PNG. */
function isPng(image: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => image[index] === byte);
}

/** Breaks the text into lines no wider than `width` at `size`, at spaces where it can. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width || line === "") line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
