import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shared/image-widths';
import { createTestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import type { TestApp } from '../auth/testing';
import { attachMedia, createContent } from '../content/testing';

/** GET /media/public/<path>?w=<width>: WebP renditions of public images, on local storage (s3.test.ts: S3). */
let t: TestApp;
let dataDir: string;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360"/></svg>';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();

async function put(key: string, bytes: Buffer | string) {
  const file = path.join(dataDir, 'files', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** Every stored file, so a test can show a request wrote none. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-renditions-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const owner = await createUser(t.deps, { kind: 'creator' });
  const item = await createContent(t.deps, owner.id, { price: 0 });
  const image = async (key: string, bytes: Buffer | string | null, mimeType = 'image/png') => {
    await attachMedia(t.deps, item, 'cover', { key, mimeType });
    if (bytes !== null) await put(key, bytes);
  };
  await image('public/covers/wide.png', await picture(1000, 500));
  await image('public/covers/reused.png', await picture(800, 400));
  await image('public/covers/crowd.png', await picture(900, 300));
  await image('public/covers/drawn.svg', SVG, 'image/svg+xml');
  await image('public/covers/notes.txt', 'plain words', 'text/plain');
  await image('public/covers/broken.png', Buffer.from('not a picture at all'));
  await image('public/covers/gone.png', null);
  await put('public/covers/orphan.png', await picture(400, 200));
  await put('private/secret.png', await picture(400, 200));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers?: Record<string, string>) => t.request(url, { method: 'GET', headers });

describe('GET /media/public/*?w=', () => {
  it('serves a WebP at most as wide as asked, in the same shape, never enlarged', async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await get(`/media/public/covers/wide.png?w=${width}`);
      expect(res.status, String(width)).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const expected = Math.min(width, 1000);
      expect([meta.format, meta.width, meta.height], String(width)).toEqual(['webp', expected, expected / 2]);
    }
  });

  it('stores a rendition once and serves the stored one after', async () => {
    expect((await get('/media/public/covers/reused.png?w=640')).status).toBe(200);
    const stored = path.join(dataDir, 'files', 'public/covers/reused.png.w640.webp');
    const marker = await sharp({ create: { width: 7, height: 3, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await writeFile(stored, marker);
    const again = await get('/media/public/covers/reused.png?w=640');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(marker);
    // The original is still served as it is without `w`.
    const original = await get('/media/public/covers/reused.png');
    expect(original.headers.get('content-type')).toBe('image/png');
  });

  it('makes one whole rendition when many ask for it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/media/public/covers/crowd.png?w=320').then((r) => r.arrayBuffer())),
    );
    const bytes = answers.map((a) => Buffer.from(a));
    for (const b of bytes) expect(b).toEqual(bytes[0]);
    expect((await sharp(bytes[0]).metadata()).width).toBe(320);
    const names = await readdir(path.join(dataDir, 'files', 'public/covers'));
    expect(names.filter((n) => n.startsWith('crowd.png'))).toEqual(['crowd.png', 'crowd.png.w320.webp']);
  });

  it('draws a rendition of an SVG original', async () => {
    const res = await get('/media/public/covers/drawn.svg?w=320');
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 180]);
  });

  it('refuses a width it does not offer with 422 and stores nothing', async () => {
    const before = await storedFiles();
    for (const w of ['500', '1281', '0', '-320', '0640', '640px', '', 'abc', '1e3']) {
      const res = await get(`/media/public/covers/wide.png?w=${w}`);
      expect(res.status, w).toBe(422);
      const answer = (await res.json()) as { message: string; errors: { field: string; errors: string[] }[] };
      expect(answer, w).toEqual({
        message: 'The width must be one of 320, 640, 960, 1280.',
        errors: [{ field: 'w', errors: ['The width must be one of 320, 640, 960, 1280.'] }],
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('says so in the caller’s language', async () => {
    const res = await get('/media/public/covers/wide.png?w=500', { applocale: 'ja' });
    const { message } = (await res.json()) as { message: string };
    expect(message).toContain('320, 640, 960, 1280');
    expect(message).not.toContain('The width');
  });

  it('answers 404 and stores nothing for files that have no renditions', async () => {
    const before = await storedFiles();
    for (const url of [
      '/media/public/covers/notes.txt?w=320',
      '/media/public/covers/broken.png?w=320',
      '/media/public/covers/gone.png?w=320',
      '/media/public/covers/orphan.png?w=320',
      '/media/public/covers/missing.png?w=320',
      // A rendition is reached only through its original: never by its own key, nor made from it.
      '/media/public/covers/wide.png.w320.webp',
      '/media/public/covers/wide.png.w320.webp?w=320',
      '/media/public/..%2Fprivate%2Fsecret.png?w=320',
      '/media/public/covers/%2e%2e/%2e%2e/private/secret.png?w=320',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
    expect(await storedFiles()).toEqual(before);
  });
});
