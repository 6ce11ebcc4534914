import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import type { Permission, Scope } from '@shared/permissions';
import type { AuthContext, Env, Router } from './context';
import type { AnswerOf, Responses } from './answer';
import { authorize, type Access } from './auth';
import { setBodyLimit, type BodyLimit } from './body-limit';
import { parseOrThrow, readJson } from './validate';

export { answerWith, mediaBody, noContent, one, page, pageMeta, redirectTo, type PageMeta } from './answer';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The error statuses a route may declare beyond those its spec implies (e.g. 409 on a conflict). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;
type Schema = v.GenericSchema;

export interface RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  R extends Responses | undefined = undefined,
> {
  method: Method;
  /** Hono path syntax (`/content/:id`). */
  path: string;
  summary: string;
  access: Access;
  permissions?: readonly Permission[];
  body?: B;
  query?: Q;
  /**
   * Bytes the body may weigh; the default (`JSON_BODY_LIMIT`) fits every small form. Size a larger one from
   * the schema's field limits (`jsonBytesFor`); `streamed` for a body piped to storage, never held whole.
   */
  bodyLimit?: BodyLimit;
  /** Set for routes that never honour a 429 retry (withdraw) or similar notes; shown in OpenAPI. */
  description?: string;
  /** Status → schema of the JSON body (`null`: no body, or a non-JSON kind); the handler's answer is typed from it. */
  responses?: R;
  /** Refusals beyond those the declaration implies (see refusalsOf), e.g. 409. */
  refusals?: readonly RefusalStatus[];
}

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
/** A route that declares its answers must give one of them; an undeclared one any Response (for now). */
type Answered<R> = [R] extends [Responses] ? ([keyof R] extends [never] ? Response : AnswerOf<R>) : Response;

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  /** Null only on `public` routes called without a valid token. */
  auth: AuthContext | null;
}

export interface RouteDoc {
  method: Method;
  path: string;
  summary: string;
  description?: string;
  access: Access;
  permissions: readonly Permission[];
  body?: Schema;
  query?: Schema;
  bodyLimit?: BodyLimit;
  responses?: Responses;
  refusals?: readonly RefusalStatus[];
}

export interface ApiRouter {
  scope: Scope;
  hono: Router;
  docs: RouteDoc[];
}

/** A router for one base path; `scope` is the token scope it accepts (`api` or `backend`). */
export function createRouter(scope: Scope): ApiRouter {
  return { scope, hono: new Hono<Env>(), docs: [] };
}

/**
 * Declares a route once: access rule, permissions and schemas are enforced here and
 * recorded for the OpenAPI document, so the handler only does the work.
 */
export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  R extends Responses | undefined = undefined,
>(
  router: ApiRouter,
  spec: RouteSpec<B, Q, R>,
  handler: (c: Context<Env>, input: RouteInput<Out<B>, Out<Q>>) => Answered<R> | Promise<Answered<R>>,
): void {
  router.docs.push({ ...spec, permissions: spec.permissions ?? [] });
  const answer = async (c: Context<Env>) => {
    const auth = authorize(c.var.auth, router.scope, spec.access, spec.permissions);
    const query = spec.query ? parseOrThrow(spec.query, flatQuery(c)) : undefined;
    const body = spec.body ? parseOrThrow(spec.body, await readJson(c.req.raw)) : undefined;
    return handler(c, {
      body: body as Out<B>,
      query: query as Out<Q>,
      params: c.req.param() as Record<string, string>,
      auth,
    });
  };
  if (spec.bodyLimit !== undefined) setBodyLimit(answer, spec.bodyLimit);
  router.hono.on(spec.method.toUpperCase(), spec.path, answer);
}

/** Query strings as a flat record; a key given twice keeps its last value, `x[]` keys keep them all. */
function flatQuery(c: Context<Env>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = key.endsWith('[]') ? values : (values[values.length - 1] ?? '');
  }
  return out;
}
