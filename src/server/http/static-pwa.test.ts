import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from './context';
import { servePwa } from './static-pwa';

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let dist: string;
let app: Hono<Env>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'stagepass-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stagepass</title>');
  // What the build writes (vite.config.ts precompressAssets): the asset and its compressed copies.
  writeFileSync(join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets/small-abc123.js'), 'export {};\n');
  // What the build writes beside index.html (vite.config.ts appRoutesFile): the router's page templates.
  writeFileSync(join(dist, 'app-routes.json'), JSON.stringify(['/', '/$lang', '/$lang/library', '/admin']));
  // And each page's own code (scripts/route-preloads.ts).
  writeFileSync(
    join(dist, 'app-preloads.json'),
    JSON.stringify({ '/$lang/library': ['/assets/library-abc.js', '/assets/card-abc.js'] }),
  );
  app = new Hono<Env>();
  app.get('*', servePwa(dist));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, encodings?: string) =>
  app.request(path, { headers: encodings ? { 'Accept-Encoding': encodings } : {} });

describe('the built app, precompressed', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, as the same script', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the gzip copy where Brotli is not accepted, and the file itself where nothing is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends a file without copies (too small to gain) and a small app shell as they are', async () => {
    const small = await get('/assets/small-abc123.js', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('export {};\n');

    const shell = await get('/en/library', 'br, gzip');
    expect(shell.headers.get('content-encoding')).toBeNull();
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(await shell.text()).toContain('<title>Stagepass</title>');
  });

  it('compresses the app shell every page starts with, and sends a new build’s shell once it is there', async () => {
    const page = (marker: string) =>
      `<!doctype html><title>Stagepass</title><script type="application/json">${marker.repeat(500)}</script>`;
    writeFileSync(join(dist, 'index.html'), page('first build '));
    try {
      const br = await get('/en', 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.headers.get('cache-control')).toBe('no-cache');
      expect(br.headers.get('content-type')).toMatch(/^text\/html/);
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page('first build '));

      const gz = await get('/en/no-such-page', 'gzip');
      expect(gz.status).toBe(404);
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page('first build '));

      writeFileSync(join(dist, 'index.html'), page('second build, longer '));
      const rebuilt = await get('/en', 'br');
      expect(brotliDecompressSync(Buffer.from(await rebuilt.arrayBuffer())).toString()).toBe(
        page('second build, longer '),
      );
      expect(await (await get('/en')).text()).toBe(page('second build, longer '));
    } finally {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stagepass</title>');
    }
  });
});

describe('a page the app does not have', () => {
  it('answers 404 with the app shell, which then shows the not-found page', async () => {
    const res = await get('/en/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<title>Stagepass</title>');
    expect((await get('/xx/library')).status).toBe(404);
  });

  it('names a page’s own code in its Link header, so it downloads beside the entry', async () => {
    const library = await get('/ja/library');
    expect(library.headers.get('link')).toBe(
      '</assets/library-abc.js>; rel=modulepreload, </assets/card-abc.js>; rel=modulepreload',
    );
    expect((await get('/en')).headers.get('link')).toBeNull();
    expect((await get('/en/no-such-page')).headers.get('link')).toBeNull();
    expect((await get('/assets/app-abc123.js')).headers.get('link')).toBeNull();
  });

  it('names the catalogues of that code and the shell’s in the page’s language, first', async () => {
    const root = mkdtempSync(join(tmpdir(), 'stagepass-static-'));
    try {
      const catalogs = {
        shell: { en: '/assets/messages-en-shell.js', ja: '/assets/messages-ja-shell.js' },
        areas: { '/assets/library-abc.js': { en: ['/assets/messages-en-lib.js'], ja: ['/assets/messages-ja-lib.js'] } },
      };
      writeFileSync(
        join(root, 'index.html'),
        `<!doctype html><script type="application/json" id="sp-catalogs">${JSON.stringify(catalogs)}</script>`,
      );
      writeFileSync(join(root, 'app-routes.json'), JSON.stringify(['/', '/$lang/library']));
      writeFileSync(join(root, 'app-preloads.json'), JSON.stringify({ '/$lang/library': ['/assets/library-abc.js'] }));
      const site = new Hono<Env>();
      site.get('*', servePwa(root));
      const links = async (path: string) =>
        [...((await site.request(path)).headers.get('link') ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);
      expect(await links('/ja/library')).toEqual([
        '/assets/messages-ja-shell.js',
        '/assets/messages-ja-lib.js',
        '/assets/library-abc.js',
      ]);
      expect(await links('/en/library')).toContain('/assets/messages-en-shell.js');
      expect(await links('/')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('answers 200 for the pages it has', async () => {
    for (const path of ['/', '/en', '/ja/library', '/admin']) expect((await get(path)).status, path).toBe(200);
  });
});
