import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_PROLOGUE, MANIFEST_ELEMENT_ID, type CatalogManifest } from '../../scripts/catalog-areas';

/**
 * Issue 17: a page loads the shell's messages and those of the code it runs, not the whole catalogue. Read from the
 * build (`npm run build` first): every chunk that shows a message outside the shell's catalogue loads a catalogue of
 * its own holding it, in every language, before its code runs.
 */
const DIST = 'dist';
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g;
const LITERAL = /[`"']([\w+/=.-]{4,64})[`"']/g;

/** A shared schema's message has an explicit id with a dot (`auth.email-invalid`); Lingui's hashes have none. */
const isSharedId = (id: string) => id.includes('.');

let manifest: CatalogManifest;
let known: Set<string>;
const catalogueIds = async (url: string) =>
  new Set(Object.keys(((await import(pathToFileURL(join(DIST, url)).href)) as { messages: object }).messages));

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const json = new RegExp(`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error('index.html lists no catalogues');
  manifest = JSON.parse(json) as CatalogManifest;
  const config = getConfig();
  const [catalog] = await getCatalogs(config);
  const { messages } = await catalog!.getTranslations('en', { sourceLocale: 'en', fallbackLocales: {} });
  known = new Set(Object.keys(messages));
});

function staticGraph(from: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(join(DIST, 'assets', file), 'utf8').matchAll(STATIC_IMPORT))
      pending.push(match[1]!);
  }
  return seen;
}

describe('the catalogue split by the code that uses it', () => {
  it('gives the shell a part of the catalogue in every language, without the back office’s texts', async () => {
    expect(Object.keys(manifest.shell).sort()).toEqual(['en', 'ja', 'ko', 'zh']);
    const shell = await catalogueIds(manifest.shell.en!);
    expect(shell.size).toBeGreaterThan(50);
    expect(shell.size, 'the shell holds less than half of all messages').toBeLessThan(known.size / 2);
    const shellText = readFileSync(join(DIST, manifest.shell.en!), 'utf8');
    expect(shellText).not.toContain('(deleted account)');
  });

  it("keeps the shared schemas' messages out of the shell: they load when a form first needs them", async () => {
    const shell = await catalogueIds(manifest.shell.en!);
    expect([...shell].filter(isSharedId)).toEqual([]);
    expect(Object.keys(manifest.shared ?? {}).sort()).toEqual(['en', 'ja', 'ko', 'zh']);
    const shared = await catalogueIds(manifest.shared!.ja!);
    expect(shared.size).toBeGreaterThan(50);
    expect([...shared].filter((id) => !isSharedId(id))).toEqual([]);
  });

  it('loads, before a lazily loaded chunk resolves, every message it and its imports show that the shell lacks', async () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)![1]!;
    const initial = staticGraph([entry]);
    // The shared schemas' messages the first view's code holds are in the catalogue a form loads when it needs them.
    const shell = new Set([...(await catalogueIds(manifest.shell.en!)), ...(await catalogueIds(manifest.shared!.en!))]);
    const code = (file: string) => readFileSync(join(DIST, 'assets', file), 'utf8');
    const lazy = new Set(
      readdirSync(join(DIST, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .flatMap((f) => [...code(f).matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!)),
    );
    const uncovered: string[] = [];
    for (const file of initial) {
      const used = [...code(file).matchAll(LITERAL)].map((m) => m[1]!).filter((id) => known.has(id) && !shell.has(id));
      if (used.length)
        uncovered.push(`${file} (first view) shows ${used.slice(0, 3).join(', ')}, not in the shell's catalogue`);
    }
    for (const file of [...lazy].filter((f) => !initial.has(f))) {
      const reached = [...staticGraph([file])].filter((f) => !initial.has(f));
      const used = reached.flatMap((f) => [...code(f).matchAll(LITERAL)].map((m) => m[1]!));
      const needed = [...new Set(used)].filter((id) => known.has(id) && !shell.has(id));
      if (needed.length === 0) continue;
      const area = manifest.areas[`/assets/${file}`];
      if (!area || !code(file).startsWith(AREA_PROLOGUE)) {
        uncovered.push(`${file} shows ${needed.slice(0, 3).join(', ')} but loads no catalogue of its own`);
        continue;
      }
      expect(Object.keys(area).sort()).toEqual(['en', 'ja', 'ko', 'zh']);
      const own = new Set((await Promise.all(area.ja!.map(catalogueIds))).flatMap((ids) => [...ids]));
      const missing = needed.filter((id) => !own.has(id));
      if (missing.length) uncovered.push(`${file}: ${missing.slice(0, 3).join(', ')} in no catalogue it loads`);
    }
    expect(uncovered).toEqual([]);
  });
});
