import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Storage } from '../../services/storage';

export interface ServeOptions {
  mimeType: string;
  cacheControl: string;
  /** The request's Range header; one `bytes=a-b` range is honoured so players can seek. */
  range?: string | undefined;
}

/**
 * Streams a file that the caller has already resolved and authorized, typed by the caller (never
 * sniffed: the app's security headers add `nosniff` and the strict CSP to every response).
 */
export async function serveFile(fullPath: string, options: ServeOptions): Promise<Response | null> {
  const info = await stat(fullPath).catch(() => null);
  if (!info?.isFile()) return null;
  const headers = new Headers({
    'Content-Type': options.mimeType,
    'Cache-Control': options.cacheControl,
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.mtime.toUTCString(),
  });
  const size = info.size;
  const range = options.range ? parseRange(options.range, size) : 'all';
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range === 'all' ? { start: 0, end: size - 1 } : range;
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range !== 'all') headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const body = size === 0 ? null : (Readable.toWeb(createReadStream(fullPath, { start, end })) as ReadableStream);
  return new Response(body, { status: range === 'all' ? 200 : 206, headers });
}

/** One `bytes=start-end`, `bytes=start-` or `bytes=-suffix` range; anything else is served whole. */
export function parseRange(header: string, size: number): { start: number; end: number } | 'all' | 'invalid' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'all';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'all';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** The same for an object in S3 storage: its size first, then only the asked-for bytes. */
export async function serveObject(storage: Storage, key: string, options: ServeOptions): Promise<Response | null> {
  const info = await storage.head(key);
  if (!info) return null;
  const headers = new Headers({
    'Content-Type': options.mimeType,
    'Cache-Control': options.cacheControl,
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.lastModified.toUTCString(),
  });
  const range = options.range ? parseRange(options.range, info.size) : 'all';
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range === 'all' ? { start: 0, end: info.size - 1 } : range;
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range !== 'all') headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const object = info.size === 0 ? null : await storage.stream(key, { start, end });
  const body = object ? (Readable.toWeb(object.body) as ReadableStream) : null;
  return new Response(body, { status: range === 'all' ? 200 : 206, headers });
}
