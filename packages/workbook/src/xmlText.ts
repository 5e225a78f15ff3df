/**
 * Text out of SpreadsheetML, decoded the way SheetJS 0.20.3 decodes it (its unescapexml and
 * parse_si), so the streaming reader gives the import what the SheetJS reader gave.
 */

const utf8Decoder = new TextDecoder();

/**
 * The UTF-8 text of bytes [start, end) as a string of its own: never a slice of a larger string,
 * which would keep a whole chunk of the sheet alive for as long as the cell's text lives.
 */
export function utf8(bytes: Uint8Array, start: number, end: number): string {
  // Short ASCII (most cells) by concatenation: under 13 characters V8 makes a flat string of it;
  // longer text through the decoder, which makes a flat string too (concatenation would make a
  // chain of pieces, each larger than its characters).
  if (end - start <= 12) {
    let text = '';
    for (let i = start; i < end; i++) {
      const b = bytes[i] ?? 0;
      if (b > 0x7f) return utf8Decoder.decode(bytes.subarray(start, end));
      text += String.fromCharCode(b);
    }
    return text;
  }
  return utf8Decoder.decode(bytes.subarray(start, end));
}

const ENTITIES: Readonly<Record<string, string>> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const CODE = /_x([\da-fA-F]{4})_/gi;

function rawUnescape(text: string): string {
  const cdata = text.indexOf('<![CDATA[');
  if (cdata === -1) {
    // SheetJS's replacer: a named entity in another case (`&AMP;`) is not in its table and
    // becomes String.fromCharCode(NaN), a NUL; kept as it does.
    return text.replace(ENTITY, (all, code: string | undefined) => ENTITIES[all] ?? (String.fromCharCode(Number.parseInt(code ?? '', all.includes('x') ? 16 : 10)) || all))
      .replace(CODE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  const close = text.indexOf(']]>');
  return rawUnescape(text.slice(0, cdata)) + text.slice(cdata + 9, close) + rawUnescape(text.slice(close + 3));
}

/**
 * XML entities, numeric character references and the OOXML `_xHHHH_` escapes decoded (the latter
 * as SheetJS does: every `_xHHHH_`, `_x005F_` included); `xlsx` also turns CRLF into LF.
 */
export function unescapeXml(text: string, xlsx = false): string {
  if (!text.includes('&') && !text.includes('_') && !text.includes('<')) return xlsx && text.includes('\r') ? text.replace(/\r\n/g, '\n') : text;
  const out = rawUnescape(text);
  return xlsx ? out.replace(/\r\n/g, '\n') : out;
}

const PLAIN = /^\s*<(?:\w+:)?t[^>]*>/;
const T_END = /<\/(?:\w+:)?t>/;
const RUN = /<(?:\w+:)?r\b[^<>]*>/;
const PHONETIC = /<(?:\w+:)?rPh\b[^<>]*>[\s\S]*?<\/(?:\w+:)?rPh>/g;
const RUN_TEXT = /<(?:\w+:)?t\b[^<>]*>([^<]*)<\/(?:\w+:)?t>/g;
const TAG = /<[/?]?[a-zA-Z0-9:_-]+(?:\s+[^"\s?<>/]+\s*=\s*(?:"[^"]*"|'[^']*'|[^'"<>\s=]+))*\s*[/?]?>/gm;

/**
 * The text of a shared string item or an inline string (an `<si>`'s or `<is>`'s content): a plain
 * `<t>`, or rich-text runs concatenated with the phonetic runs (`<rPh>`) left out; undefined for
 * an item with neither (SheetJS shows such a cell as empty).
 */
export function itemText(x: string): string | undefined {
  if (!x) return '';
  if (PLAIN.test(x)) return unescapeXml(x.slice(x.indexOf('>') + 1).split(T_END)[0] ?? '', true);
  if (RUN.test(x)) return unescapeXml((x.replace(PHONETIC, '').match(RUN_TEXT) ?? []).join('').replace(TAG, ''), true);
  return undefined;
}

/** Attributes of a start tag (its text from `<` to `>`) by local name (a prefix dropped). */
export function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/\s([^"\s?>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^'">\s]+))/g)) {
    const name = m[1] ?? '';
    found.set(name.slice(name.indexOf(':') + 1), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

/** Whether bytes [start, end) are the ASCII `word`. */
export function named(bytes: Uint8Array, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[start + i] !== word.charCodeAt(i)) return false;
  return true;
}

/** Bytes [start, end) one character each (ASCII names and attribute values). */
export function latin1(bytes: Uint8Array, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) out += String.fromCharCode(bytes[i] ?? 0);
  return out;
}

