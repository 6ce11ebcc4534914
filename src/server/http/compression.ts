import type { Context, MiddlewareHandler } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { Env } from './context';

/** Answers smaller than this stay plain: gzip's framing and the CPU cost would outweigh the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Where answers are compressed on the fly: the JSON APIs and the other text the server writes (OpenAPI, PO
 * exports, ICS feeds, link-preview pages). Left out on purpose: `/media` (byte ranges of video and images; a
 * compressed body would break `Content-Range`), `/ws` (a socket upgrade has no body to compress) and the PWA's
 * files, whose `.br`/`.gz` copies are made at build time (`static-pwa.ts`).
 */
export const COMPRESSED_PATHS = ['/api/*', '/admin-api/*', '/auth/*', '/calendar/*', '/share/*'];

/**
 * `hono/compress` (gzip or deflate by `Accept-Encoding`, `Vary: Accept-Encoding`, skips 206, HEAD, answers that
 * already have an encoding, `no-transform`, server-sent events and non-text types) can only apply its size
 * threshold when the answer states its length, and `c.json()` does not. So a text answer built in memory is
 * measured first; that copies a string the handler already held whole, and a streamed body (which always
 * carries its `Content-Length` here) is never buffered. Brotli is not offered: Node 20's `CompressionStream`
 * has none; `npm run bench -- --only=http` prints what it would save beside gzip.
 */
export function compressAnswers(): MiddlewareHandler<Env> {
  const gzip = compress({ threshold: COMPRESSION_THRESHOLD });
  return (c, next) => {
    // Said before the handler, so the answer is built with it: `compress` adding it after would rebuild an
    // uncompressed answer as a full `Response` (see security-headers.ts). Harmless on an answer left plain.
    c.header('Vary', 'Accept-Encoding', { append: true });
    return gzip(c, async () => {
      await next();
      if (c.req.header('accept-encoding')) await stateLength(c);
    });
  };
}

async function stateLength(c: Context<Env>): Promise<void> {
  const res = c.res;
  const type = res.headers.get('content-type');
  if (
    !res.body ||
    c.req.method === 'HEAD' ||
    res.status === 206 ||
    res.headers.has('content-length') ||
    res.headers.has('content-encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  ) {
    return;
  }
  const bytes = await res.arrayBuffer();
  const measured = new Response(bytes, res);
  measured.headers.set('content-length', String(bytes.byteLength));
  c.res = measured;
}
