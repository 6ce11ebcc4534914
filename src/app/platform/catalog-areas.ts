import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@shared/locales';

/**
 * The production build's catalogues, split by the code that uses them (scripts/catalog-areas.ts): the shell's, and
 * one per lazily loaded chunk with messages of its own. index.html lists them; a dev server has no list and loads the
 * whole catalogue (`loadWholeCatalog`).
 */
interface CatalogManifest {
  shell: Record<string, string>;
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

async function loadArea(locale: Locale, chunkPath: string): Promise<void> {
  const urls = manifest?.areas[chunkPath]?.[locale] ?? [];
  for (const messages of await Promise.all(urls.map(importMessages))) i18n.load(locale, messages);
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
  ]);
  return messages;
}
