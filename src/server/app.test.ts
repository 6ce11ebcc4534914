import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'stagepass-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Stagepass</title>');
  await writeFile(join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(join(dist, 'manifest.webmanifest'), '{}');
  t = await createTestApp({ env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe('security headers', () => {
  it('puts a strict policy on API, error and static responses alike', async () => {
    for (const res of [await t.request('/api/health'), await t.request('/api/nope'), await t.request('/')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const features = res.headers.get('permissions-policy') ?? '';
      // Denied: what the app never asks for; kept for its own pages: what the player and share button use.
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(features).toContain(denied);
      for (const own of ['fullscreen=(self)', 'picture-in-picture=(self)', 'web-share=(self)'])
        expect(features).toContain(own);
    }
  });

  it('adds HSTS when the public URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://stagepass.example' } });
    try {
      const res = await https.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' wss://stagepass.example");
    } finally {
      await https.close();
    }
  });
});

describe('errors', () => {
  it('answers unknown paths under every API base with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/auth/nope'],
      ['GET', '/admin-api'],
      ['GET', '/media/x.png'],
    ]) {
      const res = await t.request(path!, { method });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found', code: 'notFound' });
    }
  });

  it('localizes messages by applocale, then Accept-Language, then English', async () => {
    const ja = await t.request('/api/nope', { headers: { applocale: 'ja' } });
    expect(await ja.json()).toEqual({ message: '見つかりません。', code: 'notFound' });
    const ko = await t.request('/api/nope', { headers: { 'Accept-Language': 'fr-FR, ko;q=0.8, ja;q=0.5' } });
    expect(await ko.json()).toEqual({ message: '찾을 수 없습니다.', code: 'notFound' });
    const unknown = await t.request('/api/nope', { headers: { applocale: 'xx', 'Accept-Language': 'fr' } });
    expect(await unknown.json()).toEqual({ message: 'Not Found', code: 'notFound' });
  });

  it('turns an unexpected failure into a bare 500 and logs it server-side only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(t.deps.db, 'insert').mockImplementation(() => {
      throw new Error('relation "client_logs" does not exist at pg://admin:hunter2@db');
    });
    const res = await t.request('/api/sendLog', {
      json: { message: 'm', level: 'info' },
      headers: { applocale: 'ja' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: '申し訳ありません。問題が発生しました。', code: 'serverError' });
    expect(text).not.toMatch(/client_logs|hunter2|stack|Error:/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('client_logs'));
  });
});

describe('the PWA', () => {
  it('serves index.html for the root and for client routes, never cached', async () => {
    for (const path of ['/', '/ja/library/playlist', '/admin/users']) {
      const res = await t.request(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Stagepass</title>');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker and manifest', async () => {
    const asset = await t.request('/assets/index-Ab12Cd.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      expect((await t.request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
    const head = await t.request('/assets/index-Ab12Cd.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers 404 for a missing file rather than the app shell', async () => {
    const res = await t.request('/assets/gone-123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('answers 503 telling to build when the PWA was never built', async () => {
    const bare = await createTestApp({ env: { STATIC_DIR: join(dist, 'missing') } });
    try {
      const res = await bare.request('/en', { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
