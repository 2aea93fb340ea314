/** The fixed parts of a one-sheet workbook (Office Open XML, SpreadsheetML). */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** The Excel cell text limit. */
const MAX_CELL_TEXT = 32_767;

/** Characters XML 1.0 cannot hold (controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SPECIAL = /[&<>"]/g;
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text made safe for XML content and attribute values. */
function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(SPECIAL, (character) => ENTITIES[character] ?? character);
}

/** The column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** An inline text cell (no shared-string table, so rows can be written as a stream). */
export function textCell(reference: string, text: string, style = 0): string {
  const clipped = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  const preserve = /^\s|\s$|\n/.test(clipped) ? ' xml:space="preserve"' : "";
  const styled = style === 0 ? "" : ` s="${style}"`;
  return `<c r="${reference}"${styled} t="inlineStr"><is><t${preserve}>${escapeXml(clipped)}</t></is></c>`;
}

/** Excel's column width in characters for a width in CSS pixels (7 px per character of the default font). */
export function excelColumnWidth(pixels: number): number {
  return Math.max(1, Math.round(((pixels - 5) / 7) * 100) / 100);
}

export const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  "</Types>";

export const PACKAGE_RELATIONSHIPS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  "</Relationships>";

export const WORKBOOK_RELATIONSHIPS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${OFFICE_REL}/styles" Target="styles.xml"/>` +
  "</Relationships>";

export function workbookXml(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="15000"/></bookViews>' +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    "</workbook>"
  );
}

/** Title and creation time of the document (File › Info in Excel). */
export function corePropertiesXml(title: string, created: Date): string {
  const stamp = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(title)}</dc:title><dc:creator>Storyframe</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    "</cp:coreProperties>"
  );
}

/** Cell styles: 0 plain, 1 bold (the header), then one per number format, in the order given. */
export function stylesXml(numberFormats: readonly string[]): string {
  const firstCustomId = 164;
  const formats = numberFormats
    .map((code, index) => `<numFmt numFmtId="${firstCustomId + index}" formatCode="${escapeXml(code)}"/>`)
    .join("");
  const formatStyles = numberFormats
    .map(
      (_, index) =>
        `<xf numFmtId="${firstCustomId + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join("");
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (numberFormats.length > 0 ? `<numFmts count="${numberFormats.length}">${formats}</numFmts>` : "") +
    `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + numberFormats.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    formatStyles +
    "</cellXfs>" +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    "</styleSheet>"
  );
}

/** The sheet up to its first row: size, a header frozen above the rows, column widths. */
export function sheetStart(columnWidths: readonly number[], lastRow: number): string {
  const lastColumn = columnLetters(Math.max(columnWidths.length - 1, 0));
  const cols = columnWidths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join("");
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${lastColumn}${Math.max(lastRow, 1)}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols === "" ? "" : `<cols>${cols}</cols>`) +
    "<sheetData>"
  );
}

export const SHEET_END = "</sheetData></worksheet>";
