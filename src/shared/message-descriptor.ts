/**
 * A server message as Lingui's MessageDescriptor: a stable id the catalogs are keyed by, the English source
 * (ICU, with `{name}` placeholders) and its values. The server carries it from where a message is raised to
 * where the answer is written, and renders it there in the request's language (src/server/i18n).
 */
export interface Descriptor {
  id: string;
  message: string;
  values?: Record<string, string | number>;
}

/** A message as raised: a descriptor, or an English sentence of an area that has no ids yet. */
export type ServerMessage = Descriptor | string;

const placeholder = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; an unknown name is left as written so a mistake stays visible. */
export function fill(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English sentence of a descriptor, as the shared schemas (and so the PWA's forms) show it. */
export const englishOf = (d: Descriptor): string => fill(d.message, d.values);

/** A raised message's English text, for logs and for tests that read a thrown error. */
export const textOf = (m: ServerMessage): string => (typeof m === 'string' ? m : englishOf(m));

/** The same message with (more) values filled in where it is raised. */
export const withValues = (d: Descriptor, values: Record<string, string | number>): Descriptor => ({
  ...d,
  values: { ...d.values, ...values },
});

const byEnglish = new Map<string, Descriptor>();
const byId = new Map<string, Descriptor>();

/**
 * One area's messages. Each is registered by its English sentence because valibot keeps only a
 * schema's text in its issues: the server's validation leads that text back to its descriptor.
 */
export function defineMessages<const T extends Record<string, Descriptor>>(messages: T): T {
  for (const d of Object.values(messages)) {
    byId.set(d.id, d);
    if (!byEnglish.has(englishOf(d))) byEnglish.set(englishOf(d), d);
  }
  return messages;
}

/** A message's English as a type, placeholders filled with their (literal) values, as the schemas had it. */
type Fill<M extends string, V> = M extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Name extends keyof V ? (V[Name] extends string | number ? V[Name] : `{${Name}}`) : `{${Name}}`}${Fill<Tail, V>}`
  : M;
type EnglishOf<D> = D extends { message: infer M extends string }
  ? Fill<M, D extends { values: infer V } ? V : object>
  : string;

/** The English sentences of an area's messages, for valibot schemas and the PWA's forms. */
export function englishTexts<T extends Record<string, Descriptor>>(
  messages: T,
): { readonly [K in keyof T]: EnglishOf<T[K]> } {
  return Object.fromEntries(Object.entries(messages).map(([key, d]) => [key, englishOf(d)])) as {
    readonly [K in keyof T]: EnglishOf<T[K]>;
  };
}

/** The English text of a message filled in where a schema is defined, registered like `defineMessages`. */
export function filledText(d: Descriptor): string {
  defineMessages({ d });
  return englishOf(d);
}

/** Messages filled in at run time, newest last; bounded, as their values may come from a request. */
const filled = new Map<string, Descriptor>();
const FILLED_MAX = 10_000;

/**
 * The English text of a message filled in at run time (e.g. `Unknown sort field "x".`), remembered so the
 * server renders it by its id: valibot and the list-query parser pass on text, not descriptors.
 */
export function remember(d: Descriptor): string {
  const text = englishOf(d);
  filled.delete(text);
  filled.set(text, d);
  if (filled.size > FILLED_MAX) filled.delete(filled.keys().next().value ?? text);
  return text;
}

/** The descriptor a message's English text came from, if its area defined one (or it was filled in lately). */
export const descriptorOf = (text: string): Descriptor | undefined => byEnglish.get(text) ?? filled.get(text);

/** Every message defined so far (the server loads all areas at start-up). */
export const definedMessages = (): Descriptor[] => [...byId.values()];
