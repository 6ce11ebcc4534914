import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { Env } from './context';
import { AppError, ErrorDescriptors } from './errors';

/** What a JSON or form body may weigh unless its route says otherwise: every sign-in, log and form fits. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The bytes a JSON body of `chars` characters of text can take: UTF-8 needs at most 3 bytes per UTF-16 unit
 * and JSON escapes (`\n`, `\"`) 2; one more per character leaves room for the keys and punctuation.
 */
export const jsonBytesFor = (chars: number) => chars * 4 + JSON_BODY_LIMIT;

/** A byte count, or `streamed` for a route that pipes its body to storage and bounds it itself. */
export type BodyLimit = number | 'streamed';

const limits = new WeakMap<object, BodyLimit>();

/** Records the limit of a route's handler (`defineRoute` does it from the route's spec). */
export function setBodyLimit(handler: object, limit: BodyLimit): void {
  limits.set(handler, limit);
}

export function bodyLimitOf(handler: object): BodyLimit {
  return limits.get(handler) ?? JSON_BODY_LIMIT;
}

const tooLarge = () => {
  throw new AppError(413, ErrorDescriptors.tooLarge);
};

const enforcers = new Map<number, MiddlewareHandler<Env>>();
function enforcer(maxSize: number): MiddlewareHandler<Env> {
  let limit = enforcers.get(maxSize);
  if (!limit) {
    limit = bodyLimit({ maxSize, onError: tooLarge });
    enforcers.set(maxSize, limit);
  }
  return limit;
}

/** The handler that will answer: the first matched route that is not middleware (`ALL`). */
function answeringHandler(c: Context<Env>): object | undefined {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.handler;
}

/**
 * One place, before any body is read: a declared Content-Length over the answering route's limit is
 * refused at once; a body without one is counted as it arrives and refused when it passes the limit,
 * so at most the limit is ever held. Routes registered by hand get the default.
 */
export const limitBodies: MiddlewareHandler<Env> = (c, next) => {
  // A GET or HEAD body is never read. Asking for it would make @hono/node-server build the full request (with its
  // abort signal), about a sixth of a small answer's CPU.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const handler = answeringHandler(c);
  const limit = handler ? bodyLimitOf(handler) : JSON_BODY_LIMIT;
  return limit === 'streamed' ? next() : enforcer(limit)(c, next);
};
