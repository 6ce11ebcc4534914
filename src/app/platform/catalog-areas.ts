import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@shared/locales';

/**
 * The production build's catalogues, split by the code that uses them (scripts/catalog-areas.ts): the shell's, and
 * one per lazily loaded chunk with messages of its own. index.html lists them; a dev server has no list and loads the
 * whole catalogue (`loadWholeCatalog`).
 */
interface CatalogManifest {
  shell: Record<string, string>;
  shared?: Record<string, string>;
  areas: Record<string, Record<string, string[]>>;
}

declare global {
  /** Called first by every chunk with messages of its own (the build puts the call there). */
  var __stagepassCatalogArea: ((chunkUrl: string) => Promise<void>) | undefined;
}

function readManifest(): CatalogManifest | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('sp-catalogs')?.textContent;
  return text ? (JSON.parse(text) as CatalogManifest) : undefined;
}

const manifest = readManifest();
/** The chunks that ran, whose messages a change of language must load too. */
const loadedAreas = new Set<string>();
/** The language being activated or active: a chunk arriving now needs its messages in it. */
let currentLocale: Locale | undefined;

const importMessages = async (url: string): Promise<Messages> =>
  ((await import(/* @vite-ignore */ url)) as { messages: Messages }).messages;

/** The admin's overrides per language, compiled: a part of the catalogue loaded after them must not hide them. */
const overrides = new Map<Locale, Messages>();

/** Lays the admin's overrides (`GET /api/translations/:locale`) over the catalogue, now and over every later part. */
export function applyOverrides(locale: Locale, messages: Messages): void {
  overrides.set(locale, { ...overrides.get(locale), ...messages });
  i18n.load(locale, messages);
}

const loadPart = (locale: Locale, messages: Messages) => i18n.load(locale, { ...messages, ...overrides.get(locale) });

async function loadArea(locale: Locale, chunkPath: string): Promise<void> {
  const urls = manifest?.areas[chunkPath]?.[locale] ?? [];
  for (const messages of await Promise.all(urls.map(importMessages))) loadPart(locale, messages);
}

/** Whether a form asked for the shared schemas' messages; once it has, a change of language loads them too. */
let sharedWanted = false;
const sharedLoaded = new Map<Locale, Promise<void>>();

function loadShared(locale: Locale): Promise<void> {
  const url = manifest?.shared?.[locale];
  if (!url) return Promise.resolve();
  let loading = sharedLoaded.get(locale);
  if (!loading) {
    loading = importMessages(url).then((messages) => loadPart(locale, messages));
    // A failed download (offline) is tried again by the next form.
    loading.catch(() => sharedLoaded.delete(locale));
    sharedLoaded.set(locale, loading);
  }
  return loading;
}

/**
 * The shared schemas' messages (a refusal shown by its id, `forms/shared-message.ts`) are kept out of the shell's
 * catalogue: the build puts those the shell's code holds in one catalogue per language, asked for here when a person
 * first types in a form, submits one (`submitForm` waits for them) or a shared message is shown. Loading it re-renders what shows
 * a message with the translation. A no-op in a dev server and tests, which load the whole catalogue.
 */
export function needSharedMessages(): Promise<void> {
  if (!manifest?.shared || !currentLocale) return Promise.resolve();
  sharedWanted = true;
  // Settles either way: offline without them, a refusal shows its English rather than waiting.
  return loadShared(currentLocale).catch(() => undefined);
}

globalThis.__stagepassCatalogArea = (chunkUrl) => {
  const path = new URL(chunkUrl).pathname;
  loadedAreas.add(path);
  return currentLocale ? loadArea(currentLocale, path) : Promise.resolve();
};

/** The shell's messages in `locale`, with those of every chunk already running (a change of language). */
export async function loadSplitCatalog(locale: Locale): Promise<Messages> {
  currentLocale = locale;
  const shell = manifest?.shell[locale];
  const [messages] = await Promise.all([
    shell ? importMessages(shell) : Promise.resolve({}),
    ...[...loadedAreas].map((path) => loadArea(locale, path)),
    ...(sharedWanted ? [loadShared(locale).catch(() => undefined)] : []),
  ]);
  return messages;
}
