import fc from 'fast-check';
import { hostileText } from './hostile';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** OpenAPI path with `{name}` parameters. */
  path: string;
  scope: 'api' | 'backend';
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Blob;
}

/** Path values by parameter name: some that exist in the demo data, some that do not, some hostile. */
const KNOWN: Record<string, readonly string[]> = {
  resource: ['genres', 'report-types', 'hobbies'],
  locale: ['en', 'ja', 'ko', 'zh'],
  code: ['en', 'ja', 'USD', 'EUR', 'JPY'],
  slug: ['about', 'terms', 'privacy'],
  login: ['creator', 'fan', 'admin'],
  language: ['en', 'ja'],
  file: ['master.m3u8', 'index.vtt', 'feed.ics'],
  path: ['avatars/a.svg'],
  part: ['1'],
};
const MISSING_IDS = ['0', '-1', '999999', '2147483648', '99999999999999999999', '1.5', 'abc'];

function pathValue(name: string): fc.Arbitrary<string> {
  const existing = KNOWN[name] ?? [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    ...(existing.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...existing) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...MISSING_IDS) },
    { weight: 1, arbitrary: hostileText },
  );
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes instead of throwing. */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function queryArbitrary(op: Operation): fc.Arbitrary<[string, string][]> {
  const params = op.query.map(({ name, schema }) =>
    fc.option(
      arbitraryFor(schema).map((value): [string, string] => [name, asText(value)]),
      { freq: 2 },
    ),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom('extra', 'filter[nope][equal]', 'page', 'limit', 'sort'), hostileText),
    { freq: 3 },
  );
  return fc
    .tuple(fc.tuple(...params), extra)
    .map(([chosen, more]) => [...chosen, more].filter((pair): pair is [string, string] => pair !== null));
}

/** A body from the schema, now and then missing a required field or carrying an extra one. */
function bodyArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const required = schema.required ?? [];
  return fc
    .tuple(arbitraryFor(schema), fc.nat(9), fc.constantFrom(...required, 'extra_field'))
    .map(([value, dice, key]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const copy: Record<string, unknown> = { ...value };
      if (dice === 0) delete copy[key];
      if (dice === 1) copy.extra_field = '\u0000';
      if (dice === 2) Object.defineProperty(copy, '__proto__', { value: { polluted: true }, enumerable: true });
      return copy;
    });
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Requests that mostly fit the document, for one operation. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const body = op.body
    ? bodyArbitrary(op.body)
    : op.method === 'get'
      ? fc.constant(null)
      : fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 4 });
  return fc.tuple(fc.tuple(...names.map(pathValue)), queryArbitrary(op), body).map(([values, query, json]) => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => encodeText(values[i++] ?? ''));
    const search = query.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&');
    return {
      method: op.method.toUpperCase(),
      url: search ? `${path}?${search}` : path,
      headers: json === null || json === undefined ? {} : JSON_HEADERS,
      ...(json !== null && json !== undefined && { body: JSON.stringify(json) }),
    };
  });
}

/** The same operation's body sent broken: malformed JSON, the wrong content type, not an object, bad UTF-8. */
export function brokenBodies(op: Operation, url: string): FuzzRequest[] {
  const method = op.method.toUpperCase();
  return [
    { method, url, headers: JSON_HEADERS, body: '{"a": 1,' },
    { method, url, headers: JSON_HEADERS, body: '[1, 2, 3]' },
    { method, url, headers: JSON_HEADERS, body: '"\\ud800\\u0000"' },
    { method, url, headers: { 'Content-Type': 'text/plain' }, body: '{}' },
    { method, url, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%00' },
    {
      method,
      url,
      headers: JSON_HEADERS,
      body: new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]),
    },
  ];
}
