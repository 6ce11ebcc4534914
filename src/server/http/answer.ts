import type { Context } from 'hono';
import type * as v from 'valibot';
import type { PageMeta } from '@shared/schemas/envelope';
import type { Env } from './context';

export type { PageMeta } from '@shared/schemas/envelope';

/** The success statuses a route may declare; `null` declares an answer without a body (204). */
export type SuccessStatus = 200 | 201 | 202 | 204;
export type Responses = Partial<Record<SuccessStatus, v.GenericSchema | null>>;

declare const answered: unique symbol;

/**
 * A Response whose type (only its type: nothing is added at run time) says which body and status it answers,
 * so a route's handler is checked against the answers it declares.
 */
export type Answer<Body, Status extends number> = Status extends number
  ? Response & { readonly [answered]: { body: Body; status: Status } }
  : never;

/** What a handler of a route declaring `R` may return. */
export type AnswerOf<R extends Responses> = {
  [S in keyof R & SuccessStatus]: R[S] extends v.GenericSchema ? Answer<v.InferInput<R[S]>, S> : Answer<null, S>;
}[keyof R & SuccessStatus];

const typed = <Body, Status extends number>(response: Response) => response as Answer<Body, Status>;

/** Envelope helpers (ARCHITECTURE §3): Hono's own `c.json`, so the node server's fast path stays. */
export const one = <T, S extends 200 | 201 = 200>(c: Context<Env>, data: T, status?: S) =>
  typed<{ data: T }, NoInfer<S>>(c.json({ data }, status ?? 200));

export const page = <T>(c: Context<Env>, data: T[], meta: PageMeta) =>
  typed<{ data: T[]; meta: PageMeta }, 200>(c.json({ data, meta }));

export const noContent = (c: Context<Env>) => typed<null, 204>(c.body(null, 204));

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
