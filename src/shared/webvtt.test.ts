import { describe, expect, it } from 'vitest';
import { isUtf8, isWebVtt, startsLikeWebVtt } from './webvtt';

const bytes = (text: string) => new TextEncoder().encode(text);
const CUE = '\n\n00:00.000 --> 00:02.000\nHello\n';

describe('WebVTT sniffing', () => {
  it('recognizes the signature, with or without a byte order mark', () => {
    expect(isWebVtt(bytes(`WEBVTT${CUE}`))).toBe(true);
    expect(isWebVtt(bytes(`\uFEFFWEBVTT${CUE}`))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT - Salsa basics, English\r\n\r\n00:01.000 --> 00:02.000\r\nHola'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT\tcaptions'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT'))).toBe(true);
    expect(isWebVtt(bytes(`WEBVTT${CUE}ステップ 1 · 스텝 · 第一步\n`))).toBe(true);
  });

  it('refuses what only looks close: other words after the signature, SubRip, HTML, an empty file', () => {
    expect(startsLikeWebVtt(bytes(`WEBVTTX${CUE}`))).toBe(false);
    expect(startsLikeWebVtt(bytes(`webvtt${CUE}`))).toBe(false);
    expect(startsLikeWebVtt(bytes(` WEBVTT${CUE}`))).toBe(false);
    expect(startsLikeWebVtt(bytes('1\n00:00:00,000 --> 00:00:02,000\nHello\n'))).toBe(false);
    expect(startsLikeWebVtt(bytes('<html><script>alert(1)</script>'))).toBe(false);
    expect(startsLikeWebVtt(new Uint8Array())).toBe(false);
    expect(startsLikeWebVtt(Uint8Array.from([0xef, 0xbb, 0xbf]))).toBe(false);
  });

  it('refuses a WebVTT file that is not UTF-8', () => {
    // UTF-16 LE with its byte order mark: the signature's letters are interleaved with zeros.
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[...'WEBVTT\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(isWebVtt(utf16)).toBe(false);
    // Latin-1 "café" after a valid signature: 0xE9 alone is not UTF-8.
    const latin1 = Uint8Array.from([...bytes(`WEBVTT${CUE}caf`), 0xe9, 0x0a]);
    expect(startsLikeWebVtt(latin1)).toBe(true);
    expect(isUtf8(latin1)).toBe(false);
    expect(isWebVtt(latin1)).toBe(false);
  });
});
