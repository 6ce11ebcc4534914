import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: a page's own code starts downloading with the HTML (the `Link` header static-pwa.ts sends from
 * dist/app-preloads.json, scripts/route-preloads.ts) instead of after the entry has run. Read from the build.
 */
const DIST = 'dist';
const SITE_PAGES = ['/$lang', '/$lang/content/$contentId', '/$lang/creator/$login', '/$lang/search', '/$lang/library'];

const read = <T>(file: string): T => JSON.parse(readFileSync(join(DIST, file), 'utf8')) as T;

describe("each page's own code, named for the browser to fetch with the page", () => {
  it('lists files of this build for the five first-view pages, none of them already loaded by the entry', () => {
    if (!existsSync(join(DIST, 'app-preloads.json'))) throw new Error('dist/app-preloads.json is missing: build first');
    const preloads = read<Record<string, string[]>>('app-preloads.json');
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    for (const page of SITE_PAGES) {
      const files = preloads[page] ?? [];
      expect(files.length, page).toBeGreaterThan(0);
      for (const file of files) {
        expect(existsSync(join(DIST, file)), `${page}: ${file}`).toBe(true);
        // The entry and what index.html already names (vendor, app) are never fetched twice.
        expect(html.includes(`src="${file}"`) || html.includes(`href="${file}"`), `${page}: ${file}`).toBe(false);
      }
      expect(
        files.filter((file) => /\/(hls|message-compiler|admin)[-.]/.test(file)),
        `${page}: hls.js, the message compiler or back-office code`,
      ).toEqual([]);
    }
  });

  it('never sends a site page the back office’s route code', () => {
    const preloads = read<Record<string, string[]>>('app-preloads.json');
    const adminFiles = new Set(
      Object.entries(preloads)
        .filter(([page]) => page.startsWith('/admin'))
        .flatMap(([, files]) => files)
        .filter((file) => /\/(admin|users|reports)[-.]/.test(file)),
    );
    expect(adminFiles.size).toBeGreaterThan(0);
    for (const [page, files] of Object.entries(preloads)) {
      if (!page.startsWith('/admin'))
        expect(
          files.filter((file) => adminFiles.has(file)),
          page,
        ).toEqual([]);
    }
  });
});
