import { constants as bufferConstants } from 'node:buffer';
import { constants, inflateSync } from 'node:zlib';

const BUFFER_MAX_LENGTH = bufferConstants.MAX_LENGTH;

/**
 * A look at a PDF's object structure before any PDF library reads it: how large its compressed
 * streams become when decoded, so a decompression bomb is refused before it can be decoded.
 * Object streams are decoded first (they hold the dictionaries of other objects, pages' contents
 * among them), and names are read with their `#xx` escapes undone (so "/Fl#61teDecode" is
 * "/FlateDecode"). What the document would run is read afterwards, by mupdf (pdf-actions.ts).
 */
export interface PdfStructure {
  /** Bytes the Flate-compressed streams decode to, up to the limit. */
  readonly decodedBytes: number;
  /** True when decoding would pass the limit: a decompression bomb, or a document far too heavy to read. */
  readonly overLimit: boolean;
  /**
   * True when the document is encrypted (often with an owner password only): its streams cannot
   * be decoded here, and are bounded by the reading child process's limits instead.
   */
  readonly encrypted: boolean;
}

/** Decoded stream bytes a policy document may hold: far above any real wording, far below a bomb. */
export const MAX_DECODED_BYTES = 256 * 1024 * 1024;

const OBJECT_START = /\b\d+\s+\d+\s+obj\b/g;
const STREAM_KEYWORD = /\bstream\r?\n/;

/** "/J#61vaScript" → "/JavaScript": names may spell any character as #xx. */
export function unescapeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/** The filters of a stream, from its dictionary ("/Filter /FlateDecode", "/Filter [/FlateDecode]"). */
function filtersOf(dictionary: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(unescapeNames(dictionary));
  return m ? [...(m[1] ?? '').matchAll(/\/([A-Za-z0-9]+)/g)].map((f) => f[1] as string) : [];
}

interface Budget {
  left: number;
  /** Streams of an encrypted document cannot be decoded here; the child process's limits bound them. */
  readonly encrypted: boolean;
}

/** The most a deflate stream can grow: about 1032 bytes out for each byte in. */
const DEFLATE_MAX_RATIO = 1032;

/**
 * Decodes the Flate stages of a stream within the budget; null when it would pass it. A stream
 * zlib cannot finish (damaged after some output) is charged the most it could have decoded to,
 * since a PDF reader would still decode what comes before the damage.
 */
function decode(data: Buffer, filters: readonly string[], budget: Budget): Buffer | null | undefined {
  let bytes = data;
  for (const filter of filters) {
    if (filter !== 'FlateDecode' && filter !== 'Fl') return undefined;
    try {
      const maxOutputLength = Math.min(budget.left + 1, BUFFER_MAX_LENGTH);
      bytes = inflateSync(bytes, { maxOutputLength, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return null;
      if (budget.encrypted) return undefined;
      const most = bytes.length * DEFLATE_MAX_RATIO;
      if (most > budget.left) return null;
      budget.left -= most;
      return undefined;
    }
    if (bytes.length > budget.left) return null;
    budget.left -= bytes.length;
  }
  return bytes;
}

interface PdfObject {
  readonly number: number;
  readonly dictionary: string;
  readonly stream: Buffer | null;
}

/** Each indirect object: its number, its dictionary text, and its stream data when it has one. */
function objectsOf(buffer: Buffer, text: string): PdfObject[] {
  const starts = [...text.matchAll(OBJECT_START)].map((m) => ({
    at: m.index ?? 0,
    number: Number.parseInt(m[0], 10),
  }));
  return starts.map(({ at: start, number }, i) => {
    const next = starts[i + 1]?.at ?? text.length;
    const body = text.slice(start, next);
    const keyword = STREAM_KEYWORD.exec(body);
    if (!keyword) return { number, dictionary: body, stream: null };
    const dataStart = start + keyword.index + keyword[0].length;
    const end = text.lastIndexOf('endstream', next);
    const dataEnd = end > dataStart ? end : next;
    return { number, dictionary: body.slice(0, keyword.index), stream: buffer.subarray(dataStart, dataEnd) };
  });
}

const isType = (dictionary: string, pattern: RegExp) => pattern.test(unescapeNames(dictionary));
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/;
const IMAGE = /\/Subtype\s*\/Image\b/;

/** Objects a page reads as its contents ("/Contents 12 0 R", "/Contents [12 0 R 13 0 R]"). */
function contentObjects(dictionaries: readonly string[]): Set<number> {
  const numbers = new Set<number>();
  for (const text of dictionaries)
    for (const m of text.matchAll(/\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/g))
      for (const ref of (m[1] ?? '').matchAll(/(\d+)\s+\d+\s+R/g)) numbers.add(Number(ref[1]));
  return numbers;
}

export function inspectPdf(buffer: Buffer, maxDecodedBytes = MAX_DECODED_BYTES): PdfStructure {
  const text = buffer.toString('latin1');
  // Everything outside stream data is structure, the trailer included.
  const outside = text.replace(/\bstream\r?\n[\s\S]*?endstream/g, ' ');
  const encrypted = /\/Encrypt(?=[\s/<>[\]])/.test(unescapeNames(outside));
  const budget: Budget = { left: maxDecodedBytes, encrypted };
  const over = { decodedBytes: maxDecodedBytes, overLimit: true, encrypted: false };
  const dictionaries = [outside];
  const objects = objectsOf(buffer, text);
  // Object streams first: they hold the dictionaries of other objects.
  for (const object of objects.filter((o) => o.stream && isType(o.dictionary, OBJECT_STREAM))) {
    const decoded = decode(object.stream as Buffer, filtersOf(object.dictionary), budget);
    if (decoded === null) return over;
    if (decoded) dictionaries.push(decoded.toString('latin1'));
  }
  // Images are not decoded to read text, unless a page reads one as its contents.
  const contents = contentObjects(dictionaries);
  for (const object of objects) {
    if (!object.stream || isType(object.dictionary, OBJECT_STREAM)) continue;
    if (isType(object.dictionary, IMAGE) && !contents.has(object.number)) continue;
    if (decode(object.stream, filtersOf(object.dictionary), budget) === null) return over;
  }
  return {
    decodedBytes: maxDecodedBytes - budget.left,
    overLimit: false,
    encrypted,
  };
}
