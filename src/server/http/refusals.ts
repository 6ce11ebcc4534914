import { JSON_BODY_LIMIT } from './body-limit';
import type { RefusalStatus, RouteDoc } from './route';

/**
 * Every refusal a route may answer, with why: those its declaration implies (a body or query can be
 * invalid, a path id can name nothing, a token can be missing) plus the ones it names in `refusals`.
 * The OpenAPI document lists them and the API suite fails on any other.
 */
export function refusalsOf(doc: RouteDoc): Map<RefusalStatus, string> {
  const out = new Map<RefusalStatus, string>();
  out.set(
    422,
    doc.body || doc.query
      ? 'Validation failed: `errors` names each field'
      : 'A query or path value the database cannot store (refused at the edge): `errors` names it',
  );
  if (doc.body) out.set(400, 'The body is not JSON');
  // The edge weighs every body a write carries, also on routes that read none.
  if (doc.body || doc.method !== 'get' || typeof doc.bodyLimit === 'number') {
    out.set(413, `The body is over ${doc.bodyLimit ?? JSON_BODY_LIMIT} bytes`);
  }
  if (doc.access !== 'public') out.set(401, 'No valid token of this scope');
  if (doc.permissions.length > 0) out.set(403, 'The user lacks every required permission');
  if (doc.path.includes(':')) out.set(404, 'Nothing of this id (or not visible to the caller)');
  out.set(429, 'Too many attempts; see Retry-After');
  out.set(500, 'An unexpected failure (logged; the body says nothing more)');
  for (const status of doc.refusals ?? []) out.set(status, described[status]);
  return out;
}

const described: Record<RefusalStatus, string> = {
  400: 'The request is malformed',
  401: 'No valid token of this scope',
  403: 'The user may not do this',
  404: 'Not found',
  409: 'The request conflicts with the current state',
  413: 'The body is too large',
  422: 'Refused: `errors` names each field',
  429: 'Too many attempts; see Retry-After',
  500: 'An unexpected failure',
  502: 'An upstream service failed',
  503: 'The service is unavailable',
};
