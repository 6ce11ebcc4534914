import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { attachMedia, createContent } from '../modules/content/testing';
import { COMPRESSION_THRESHOLD } from './compression';

let t: TestApp;
let dataDir: string;
/** A file beside a video whose type is compressible text (WebVTT) and well over the threshold. */
const VTT = `WEBVTT\n\n${Array.from({ length: 60 }, (_, i) => `00:00:${String(i).padStart(2, '0')}.000 --> 00:00:${String(i).padStart(2, '0')}.900\nLine ${i}\n`).join('\n')}`;
let teaserId: number;
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const LIST = '/api/content?limit=40&expand=cover,shortOwner';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-compression-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const creator = await createUser(t.deps, { kind: 'creator' });
  for (let i = 0; i < 40; i++) {
    await createContent(t.deps, creator.id, { title: `Compressible item ${i}`, description: 'A class. '.repeat(20) });
  }
  const item = await createContent(t.deps, creator.id, { title: 'With a teaser' });
  const teaser = await attachMedia(t.deps, item, 'teaser', { key: 'private/teasers/t-1/teaser.mp4' });
  teaserId = teaser.id;
  const file = path.join(dataDir, 'files', 'private/teasers/t-1/lines.vtt');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, VTT);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compression of API answers', () => {
  it('gzips a large list when asked and it decodes to the same JSON; plain when not asked', async () => {
    const plain = await t.request(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const plainBody = await bytesOf(plain);
    const json = JSON.parse(plainBody.toString('utf8')) as { data: unknown[] };
    expect(json.data).toHaveLength(40);

    const gzipped = await t.request(LIST, { headers: BROWSER });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    // The length of the plain text must not travel with the compressed bytes.
    expect(gzipped.headers.get('content-length')).toBeNull();
    const zipped = await bytesOf(gzipped);
    expect(zipped.length).toBeLessThan(plainBody.length / 3);
    expect(JSON.parse(gunzipSync(zipped).toString('utf8'))).toEqual(json);

    const identity = await t.request(LIST, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await bytesOf(identity)).toEqual(plainBody);
  });

  it('leaves answers under the threshold plain', async () => {
    const res = await t.request('/api/health', { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('compresses other text the server writes: the OpenAPI document', async () => {
    const res = await t.request('/api/openapi.json', { headers: BROWSER });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = JSON.parse(gunzipSync(await bytesOf(res)).toString('utf8')) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
  });
});

describe('what is never compressed', () => {
  it('sends /media files as they are, whole or as a byte range, even of a compressible type', async () => {
    const url = () => `/media/v/${teaserId}/lines.vtt`;
    expect(VTT.length).toBeGreaterThan(2 * COMPRESSION_THRESHOLD);
    const whole = await t.request(url(), { headers: BROWSER });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('content-length')).toBe(String(VTT.length));
    expect((await bytesOf(whole)).toString('utf8')).toBe(VTT);

    const range = await t.request(url(), { headers: { ...BROWSER, Range: 'bytes=100-1399' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(range.headers.get('content-range')).toBe(`bytes 100-1399/${VTT.length}`);
    expect((await bytesOf(range)).toString('utf8')).toBe(VTT.slice(100, 1400));
  });
});
