import { Inflate } from 'fflate';

/** One member of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (anything else cannot be read). */
  method: number;
  compressedSize: number;
  /** Where its data starts (after its local header). */
  dataStart: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The members of a zip by lower-case name (OOXML part names are case-insensitive), from its
 * central directory; undefined when the archive is not one we can read (no end record, a
 * directory or local header out of bounds, Zip64 sizes: a file within the screen's limits
 * never needs Zip64, so one that claims it is hostile).
 */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) { end = at; break; }
  }
  if (end < 0) return undefined;
  const count = u16(end + 10);
  let at = u32(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL) return undefined;
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const local = u32(at + 42);
    at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
    if (compressedSize === 0xffffffff || size === 0xffffffff || local + 30 > bytes.length || u32(local) !== LOCAL) return undefined;
    // As SheetJS (its CFB zip reader) does: the local header decides the name, the method and
    // where the data is; encryption, another method or sizes that disagree refuse the file.
    const flags = u16(local + 6);
    const method = u16(local + 8);
    const nameLength = u16(local + 26);
    const dataStart = local + 30 + nameLength + u16(local + 28);
    if (flags & 0x2041 || (method !== 0 && method !== 8) || dataStart + compressedSize > bytes.length) return undefined;
    let [localCompressed, localSize, strict] = [u32(local + 18), u32(local + 22), true];
    if (flags & 8) {
      // A data descriptor after the data holds the sizes (with its optional signature, a
      // mismatch is only a warning to SheetJS).
      let d = dataStart + compressedSize;
      if (d + 12 > bytes.length) return undefined;
      if (u32(d) === 0x08074b50) { d += 4; strict = false; }
      if (d + 12 > bytes.length) return undefined;
      [localCompressed, localSize] = [u32(d + 4), u32(d + 8)];
    }
    if (strict && (localCompressed !== compressedSize || localSize !== size)) return undefined;
    let name = '';
    for (let j = local + 30; j < local + 30 + nameLength; j++) name += String.fromCharCode(bytes[j] ?? 0);
    name = name.replace(/\\/g, '/').toLowerCase();
    entries.set(name, { name, method, compressedSize, dataStart });
  }
  return entries;
}

/** How an inflation ended. */
export type InflateEnd = 'done' | 'stopped' | 'tooLarge' | 'corrupt';

/**
 * Compressed bytes handed to the inflater at a time. fflate's streaming inflater allocates and
 * copies its output buffer again for every push: with 32 KB a push, a 100,000-row sheet (25 MB
 * compressed, 74 MB of XML) spent 1.5 s of the browser worker's 6.9 s there; at 128 KB much less.
 * A bomb's output per step stays near 128 MB (deflate inflates at most 1032 to 1).
 */
const STEP = 128 * 1024;

/**
 * Inflates one member in steps, handing each piece of output to `take` as it comes (never the
 * whole member at once). `take` returns false to stop: the rest is not inflated. Stops with
 * 'tooLarge' past `maxBytes` of output (a zip bomb), 'corrupt' on a broken stream.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number, take: (chunk: Uint8Array) => boolean, onStep?: (done: number) => void): InflateEnd {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let out = 0;
  let end: InflateEnd | undefined;
  const give = (chunk: Uint8Array) => {
    if (end) return;
    // What fits under the limit is read first (the reader may stop there, e.g. at its row limit):
    // the limit is on the bytes read, not on how the inflater happened to cut its output.
    const room = maxBytes - out;
    out += chunk.length;
    if (room > 0 && !take(chunk.length > room ? chunk.subarray(0, room) : chunk)) end = 'stopped';
    else if (out > maxBytes) end = 'tooLarge';
  };
  if (entry.method === 0) {
    for (let at = 0; at < data.length && !end; at += STEP) give(data.subarray(at, at + STEP));
    return end ?? 'done';
  }
  if (entry.method !== 8) return 'corrupt';
  let failure: unknown;
  const inflater = new Inflate((chunk) => {
    // An error of `take` is not the stream's: kept, and thrown again past fflate's.
    try { give(chunk); } catch (error) { failure = error; end = 'stopped'; }
  });
  try {
    for (let at = 0; !end; at += STEP) {
      const last = at + STEP >= data.length;
      inflater.push(data.subarray(at, at + STEP), last);
      onStep?.(Math.min(at + STEP, data.length));
      if (last) break;
    }
  } catch {
    if (failure === undefined) return end ?? 'corrupt';
  }
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('the reader of an inflated part failed', { cause: failure });
  return end ?? 'done';
}

/** A whole (small) member as text, or undefined when it is missing, broken or over `maxBytes`. */
export function entryText(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string, maxBytes: number): string | undefined {
  const entry = entries.get(name.toLowerCase());
  if (!entry) return undefined;
  const decoder = new TextDecoder();
  let text = '';
  const end = inflateEntry(bytes, entry, maxBytes, (chunk) => { text += decoder.decode(chunk, { stream: true }); return true; });
  return end === 'done' ? text + decoder.decode() : undefined;
}
