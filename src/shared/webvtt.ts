/**
 * Recognizing a WebVTT file by its bytes (W3C WebVTT §4.1, "file structure"): an optional UTF-8
 * byte order mark, the string `WEBVTT`, then a space, a tab, a line break or the end of the file.
 * Browsers decode caption files as UTF-8 whatever they declare, so anything else (UTF-16, Latin-1)
 * would show as garbage: such files are refused rather than stored.
 */
const BOM = [0xef, 0xbb, 0xbf] as const;
const SIGNATURE = [0x57, 0x45, 0x42, 0x56, 0x54, 0x54] as const; // WEBVTT
/** Space, tab, LF, CR. */
const SEPARATORS: readonly number[] = [0x20, 0x09, 0x0a, 0x0d];

export const WEBVTT_MIME = 'text/vtt';

/** True when the file starts as a WebVTT file must; `head` is its first bytes (at least 10 when there are). */
export function startsLikeWebVtt(head: Uint8Array): boolean {
  const offset = BOM.every((byte, i) => head[i] === byte) ? BOM.length : 0;
  if (!SIGNATURE.every((byte, i) => head[offset + i] === byte)) return false;
  const next = head[offset + SIGNATURE.length];
  return next === undefined || SEPARATORS.includes(next);
}

/** True when every byte sequence of the file is valid UTF-8. */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A whole caption file: the signature, and UTF-8 from start to end. */
export function isWebVtt(bytes: Uint8Array): boolean {
  return startsLikeWebVtt(bytes) && isUtf8(bytes);
}
