import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Catalog } from './types';

const messagesDir = fileURLToPath(new URL('./messages/', import.meta.url));

/**
 * Every file in messages/ is one area's catalog; an area is added by adding a file, never by
 * editing a list. common.ts comes first: for a message two areas share, the platform's text wins.
 */
function catalogFiles(): string[] {
  return readdirSync(messagesDir)
    .filter((name) => /\.[cm]?[jt]s$/.test(name) && !/\.(test|d)\.[cm]?[jt]s$/.test(name))
    .sort((a, b) => Number(b.startsWith('common.')) - Number(a.startsWith('common.')) || a.localeCompare(b));
}

export interface LoadedCatalog {
  catalog: Catalog;
  /** English keys that two files translate differently (the first file wins). */
  conflicts: string[];
}

export async function loadCatalog(): Promise<LoadedCatalog> {
  const catalog: Catalog = {};
  const conflicts: string[] = [];
  for (const name of catalogFiles()) {
    const area = ((await import(pathToFileURL(join(messagesDir, name)).href)) as { default: Catalog }).default;
    for (const [english, translations] of Object.entries(area)) {
      const known = catalog[english];
      if (!known) catalog[english] = translations;
      else if (JSON.stringify(known) !== JSON.stringify(translations)) conflicts.push(`${name}: ${english}`);
    }
  }
  return { catalog, conflicts };
}

/** Loaded once when the server module graph loads, so translating is a synchronous lookup. */
export const { catalog } = await loadCatalog();
