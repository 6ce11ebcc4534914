import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Env } from './context';

/** The text of answers already rebuilt, so a second reader (the instance's copies) does not read them again. */
const texts = new WeakMap<Response, string>();

/**
 * A 200 answer read once as text and rebuilt from it with its weak ETag (SHA-1 of the text); undefined for other
 * answers. `hono/etag` would hash a clone of the body stream, and any read leaves an answer @hono/node-server can
 * no longer write at once; one built from a string it writes as it is, and `hono/etag`, finding the tag, only
 * compares it with `If-None-Match`.
 */
export async function textAnswer(c: Context<Env>): Promise<string | undefined> {
  const known = texts.get(c.res);
  if (known !== undefined || c.res.status !== 200) return known;
  const headers = new Headers(c.res.headers);
  const body = await c.res.text();
  if (!headers.has('etag')) headers.set('ETag', `W/"${createHash('sha1').update(body).digest('base64url')}"`);
  // Cleared first: assigning over an answer merges both into a rebuilt full `Response` (Hono's `c.res` setter).
  c.res = undefined;
  c.res = new Response(body, { status: 200, headers });
  texts.set(c.res, body);
  return body;
}
