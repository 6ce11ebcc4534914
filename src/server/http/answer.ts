import type { Context } from 'hono';
import type * as v from 'valibot';
import type { PageMeta } from '@shared/schemas/envelope';
import type { Env } from './context';

export type { PageMeta } from '@shared/schemas/envelope';

/**
 * The statuses a route may declare an answer for: success, a redirect, and the few others whose body is not the
 * error envelope (a 416 range refusal has none, a 503 readiness probe names its checks).
 */
export type AnswerStatus = 200 | 201 | 202 | 204 | 206 | 302 | 303 | 416 | 503;

/** An answer that is not JSON: a redirect (its target in `Location`) or a body of one media type (`image/*`). */
export type OtherAnswer =
  | { readonly kind: 'redirect'; readonly description: string }
  | { readonly kind: 'media'; readonly type: string; readonly description: string };

/** Valibot schemas are of kind `schema`, so the kind tells the two apart. */
export const isOtherAnswer = (answer: v.GenericSchema | OtherAnswer | null | undefined): answer is OtherAnswer =>
  answer?.kind === 'redirect' || answer?.kind === 'media';

export const redirectTo = (description: string): OtherAnswer => ({ kind: 'redirect', description });
export const mediaBody = (type: string, description: string): OtherAnswer => ({ kind: 'media', type, description });

/** Status → the JSON body's schema, `null` for no body, or a non-JSON kind. */
export type Responses = Partial<Record<AnswerStatus, v.GenericSchema | null | OtherAnswer>>;

declare const answered: unique symbol;

/**
 * A Response whose type (only its type: nothing is added at run time) says which body and status it answers,
 * so a route's handler is checked against the answers it declares.
 */
export type Answer<Body, Status extends number> = Status extends number
  ? Response & { readonly [answered]: { body: Body; status: Status } }
  : never;

/** What a handler of a route declaring `R` may return; a non-JSON answer is any Response (Hono builds those). */
export type AnswerOf<R extends Responses> = {
  [S in keyof R & AnswerStatus]: R[S] extends v.GenericSchema
    ? Answer<v.InferInput<R[S]>, S>
    : R[S] extends OtherAnswer
      ? Response
      : Answer<null, S>;
}[keyof R & AnswerStatus];

const typed = <Body, Status extends number>(response: Response) => response as Answer<Body, Status>;

/** Envelope helpers (ARCHITECTURE §3): Hono's own `c.json`, so the node server's fast path stays. */
export const one = <T, S extends 200 | 201 = 200>(c: Context<Env>, data: T, status?: S) =>
  typed<{ data: T }, NoInfer<S>>(c.json({ data }, status ?? 200));

export const page = <T>(c: Context<Env>, data: T[], meta: PageMeta) =>
  typed<{ data: T[]; meta: PageMeta }, 200>(c.json({ data, meta }));

export const noContent = (c: Context<Env>) => typed<null, 204>(c.body(null, 204));

/** A JSON answer outside the `{ data }` envelope (the probes), or of another declared status (a 503 naming its checks). */
export const answerWith = <T, S extends 200 | 202 | 503>(c: Context<Env>, body: T, status: S) =>
  typed<T, S>(c.json(body, status));

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
