/** The most a plain (not zip64) archive can record for an entry's size or offset. */
const MAX_ZIP32 = 0xffffffff;
/** General purpose flags: sizes and CRC follow the data (bit 3), names are UTF-8 (bit 11). */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const GZIP_HEADER_LENGTH = 10;
const GZIP_TRAILER_LENGTH = 8;

/** A gzip header without optional fields (as browsers write it): magic, deflate, no flags. */
function checkGzipHeader(header: readonly number[]): void {
  if (header[0] !== 0x1f || header[1] !== 0x8b || header[2] !== 8 || header[3] !== 0) {
    throw new Error("The browser's gzip stream has a header this export cannot read.");
  }
}

type CentralEntry = {
  name: Uint8Array;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
};

/** One file of the archive being written: text goes in, deflated bytes go to the archive as they come. */
export interface ZipEntryWriter {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

class ZipTooLargeError extends Error {
  constructor() {
    super("The export is larger than 4 GB, the most one file of this kind can hold.");
  }
}

/** MS-DOS time and date fields of a zip header, in local time as zip tools read them. */
function dosDateTime(when: Date): { time: number; date: number } {
  const year = Math.min(Math.max(when.getFullYear(), 1980), 2107);
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | Math.floor(when.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}

/** Little-endian fields into a new byte array. */
function fields(layout: readonly (readonly [value: number, bytes: 2 | 4])[], tail?: Uint8Array): Uint8Array {
  const size = layout.reduce((sum, [, bytes]) => sum + bytes, 0);
  const out = new Uint8Array(size + (tail?.length ?? 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, bytes] of layout) {
    if (bytes === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += bytes;
  }
  if (tail) out.set(tail, size);
  return out;
}

/**
 * A zip archive written as a stream: each entry is deflated by the browser's
 * CompressionStream while it is being written, so only the compressed bytes
 * are held, never a whole file's text, and no byte is handled in JavaScript
 * but to encode the text. Entries record their CRC and sizes in a data
 * descriptor after the data, as streaming zip writers do.
 */
export class ZipArchive {
  private readonly parts: Uint8Array[] = [];
  private readonly entries: CentralEntry[] = [];
  private readonly encoder = new TextEncoder();
  private offset = 0;
  private readonly stamp: { time: number; date: number };
  private open = false;

  constructor(modified: Date = new Date()) {
    this.stamp = dosDateTime(modified);
  }

  /** Adds a whole small file. */
  async addText(name: string, text: string): Promise<void> {
    const entry = this.openEntry(name);
    await entry.write(text);
    await entry.close();
  }

  /** Starts a file whose text is written piece by piece; close it before starting the next. */
  openEntry(fileName: string): ZipEntryWriter {
    if (this.open) throw new Error("Close the previous zip entry first.");
    this.open = true;
    const name = this.encoder.encode(fileName);
    const offset = this.offset;
    const { time, date } = this.stamp;
    this.push(
      fields(
        [
          [0x04034b50, 4],
          [VERSION, 2],
          [FLAGS, 2],
          [DEFLATE, 2],
          [time, 2],
          [date, 2],
          [0, 4],
          [0, 4],
          [0, 4],
          [name.length, 2],
          [0, 2],
        ],
        name,
      ),
    );
    // Gzip is deflate between a 10-byte header and a trailer holding the CRC-32 and the size, so the
    // browser computes the CRC a zip entry needs natively; the deflate part is the entry's data.
    const gzip = new CompressionStream("gzip");
    const input = gzip.writable.getWriter();
    let size = 0;
    let compressedSize = 0;
    const emit = (bytes: Uint8Array) => {
      if (bytes.length === 0) return;
      compressedSize += bytes.length;
      this.push(bytes);
    };
    const drained = (async (): Promise<Uint8Array> => {
      const reader = gzip.readable.getReader();
      const header: number[] = [];
      let tail = new Uint8Array(0);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return tail;
        let chunk = value;
        if (header.length < GZIP_HEADER_LENGTH) {
          while (header.length < GZIP_HEADER_LENGTH && chunk.length > 0) {
            header.push(chunk[0] as number);
            chunk = chunk.subarray(1);
          }
          if (header.length === GZIP_HEADER_LENGTH) checkGzipHeader(header);
        }
        // The last 8 bytes seen may be the trailer: hold them back until the stream ends.
        if (chunk.length >= GZIP_TRAILER_LENGTH) {
          emit(tail);
          emit(chunk.subarray(0, chunk.length - GZIP_TRAILER_LENGTH));
          tail = chunk.slice(chunk.length - GZIP_TRAILER_LENGTH);
        } else {
          const joined = new Uint8Array(tail.length + chunk.length);
          joined.set(tail);
          joined.set(chunk, tail.length);
          emit(joined.subarray(0, Math.max(0, joined.length - GZIP_TRAILER_LENGTH)));
          tail = joined.slice(Math.max(0, joined.length - GZIP_TRAILER_LENGTH));
        }
      }
    })();
    return {
      write: async (text: string) => {
        const bytes = this.encoder.encode(text);
        size += bytes.length;
        if (size > MAX_ZIP32) throw new ZipTooLargeError();
        await input.write(bytes);
      },
      close: async () => {
        await input.close();
        const trailer = await drained;
        const crc = new DataView(trailer.buffer, trailer.byteOffset, GZIP_TRAILER_LENGTH).getUint32(0, true);
        this.push(
          fields([
            [0x08074b50, 4],
            [crc, 4],
            [compressedSize, 4],
            [size, 4],
          ]),
        );
        this.entries.push({ name, crc, compressedSize, size, offset });
        this.open = false;
      },
    };
  }

  /** Writes the central directory and returns the archive. */
  finish(type: string): Blob {
    if (this.open) throw new Error("Close the last zip entry first.");
    const directoryOffset = this.offset;
    const { time, date } = this.stamp;
    for (const entry of this.entries) {
      this.push(
        fields(
          [
            [0x02014b50, 4],
            [VERSION, 2],
            [VERSION, 2],
            [FLAGS, 2],
            [DEFLATE, 2],
            [time, 2],
            [date, 2],
            [entry.crc, 4],
            [entry.compressedSize, 4],
            [entry.size, 4],
            [entry.name.length, 2],
            [0, 2],
            [0, 2],
            [0, 2],
            [0, 2],
            [0, 4],
            [entry.offset, 4],
          ],
          entry.name,
        ),
      );
    }
    const directorySize = this.offset - directoryOffset;
    this.push(
      fields([
        [0x06054b50, 4],
        [0, 2],
        [0, 2],
        [this.entries.length, 2],
        [this.entries.length, 2],
        [directorySize, 4],
        [directoryOffset, 4],
        [0, 2],
      ]),
    );
    return new Blob(this.parts as BlobPart[], { type });
  }

  private push(bytes: Uint8Array): void {
    this.offset += bytes.length;
    if (this.offset > MAX_ZIP32) throw new ZipTooLargeError();
    this.parts.push(bytes);
  }
}
