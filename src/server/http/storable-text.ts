import { createMiddleware } from 'hono/factory';
import type { Env } from './context';
import { invalid, ErrorDescriptors, notFound } from './errors';

/**
 * PostgreSQL's text holds neither NUL nor a lone UTF-16 surrogate (which has no UTF-8 form), and a query
 * holding one fails as a server error. They are refused where input enters, once for every route: a path
 * holding one names nothing that exists (404), a query value or body string is a field error (422).
 * In `u` mode `\p{Cs}` matches only lone surrogates: a pair (an emoji) is one code point.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const isStorable = (text: string) => !UNSTORABLE.test(text);

/** Dotted paths (as valibot names fields) of the strings in a parsed JSON value that cannot be stored. */
export function unstorableFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isStorable(value) ? [] : [fieldName(path)];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    // A bad key is reported on the object that holds it: the key itself cannot be shown.
    isStorable(key) ? unstorableFields(item, [...path, key]) : [fieldName(path)],
  );
}

const fieldName = (path: string[]) => (path.length ? path.join('.') : 'non_field_error');

/** Percent-decodes, or undefined when the bytes are not UTF-8 (how a lone surrogate travels in a URL). */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The query's keys holding a value (or being a key) that cannot be stored, read from the raw URL. */
function unstorableQueryFields(url: string): string[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const fields = new Set<string>();
  for (const pair of url.slice(start + 1).split('&')) {
    const split = pair.indexOf('=');
    const key = decoded(split < 0 ? pair : pair.slice(0, split));
    const value = split < 0 ? '' : decoded(pair.slice(split + 1));
    const keyOk = key !== undefined && isStorable(key);
    if (!keyOk || value === undefined || !isStorable(value)) fields.add(keyOk ? key : 'query');
  }
  return [...fields];
}

export const refuseUnstorableText = createMiddleware<Env>(async (c, next) => {
  const path = decoded(new URL(c.req.url).pathname);
  if (path === undefined || !isStorable(path)) throw notFound();
  const fields = unstorableQueryFields(c.req.url);
  if (fields.length) throw invalid(fields.map((field) => ({ field, errors: [ErrorDescriptors.unstorable] })));
  await next();
});
