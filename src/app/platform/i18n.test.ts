// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { authReply, createFakeFetch, type FakeReply } from '@app/platform/api/testing';
import { errorMessages } from './errors';
import { activateLocale, fetchOverrides, i18n, pickInitialLocale } from './i18n';

const none = { loadOverrides: () => Promise.resolve(undefined) };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('activateLocale', () => {
  it('loads the catalog, activates it, and sets dayjs and <html lang>', async () => {
    await activateLocale('ja', none);
    expect(i18n.locale).toBe('ja');
    expect(i18n._(errorMessages.notFound)).toBe('見つかりません');
    expect(document.documentElement.lang).toBe('ja');
    expect(dayjs.locale()).toBe('ja');

    await activateLocale('zh', none);
    expect(i18n._(errorMessages.somethingWrong)).toBe('出了点问题。');
    expect(dayjs.locale()).toBe('zh-cn');

    await activateLocale('en', none);
    expect(i18n._(errorMessages.notFound)).toBe('Not Found');
    expect(dayjs.locale()).toBe('en');
  });

  it('merges server overrides, compiled so placeholders work', async () => {
    // An id only an override has; held in a variable so `lingui extract` does not take it for the app's message.
    const greeting = 'custom.greeting';
    const overrides = { [errorMessages.notFound.id]: 'ページがありません', [greeting]: 'ようこそ、{name}さん' };
    // Production builds carry no runtime message compiler; overrides must work without one.
    i18n.setMessagesCompiler(undefined as unknown as Parameters<typeof i18n.setMessagesCompiler>[0]);
    try {
      await activateLocale('ja', { loadOverrides: () => Promise.resolve(overrides) });
      await vi.waitFor(() => expect(i18n._(errorMessages.notFound)).toBe('ページがありません'));
      expect(i18n._(greeting, { name: 'Ann' })).toBe('ようこそ、Annさん');
    } finally {
      i18n.setMessagesCompiler(compileMessage);
    }
  });

  it('activates without waiting for overrides, and survives their failure', async () => {
    await activateLocale('ko', { loadOverrides: () => new Promise(() => undefined) });
    expect(i18n._(errorMessages.notFound)).toBe('찾을 수 없습니다');
    await expect(
      activateLocale('ko', { loadOverrides: () => Promise.reject(new Error('x')) }),
    ).resolves.toBeUndefined();
  });

  it('lets the latest call win', async () => {
    let finishKorean!: () => void;
    const slowKorean = new Promise<void>((resolve) => (finishKorean = resolve));
    const korean = activateLocale('ko', { ...none, loadCatalog: () => slowKorean.then(() => ({})) });
    await activateLocale('zh', none);
    finishKorean();
    await korean;
    expect(i18n.locale).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
  });
});

describe('fetchOverrides', () => {
  function serve(reply: FakeReply) {
    const fake = createFakeFetch((call) => (call.path === '/auth/token' ? authReply('c', 3600) : reply));
    vi.stubGlobal('fetch', fake.fetch);
    return fake.calls;
  }

  it('reads GET /api/translations/{locale}', async () => {
    const calls = serve({ status: 200, body: { data: { a: 'A' } } });
    await expect(fetchOverrides('ja')).resolves.toEqual({ a: 'A' });
    expect(calls.at(-1)?.path).toBe('/api/translations/ja');
  });

  it.each<[string, FakeReply]>([
    ['absent', { status: 404, body: { message: 'Not Found' } }],
    ['malformed', { status: 200, body: { data: [1, 2] } }],
    ['offline', 'network'],
  ])('means no overrides when the endpoint is %s', async (_, reply) => {
    serve(reply);
    await expect(fetchOverrides('ko')).resolves.toBeUndefined();
  });
});

describe('pickInitialLocale', () => {
  it.each([
    [{ profileLocale: 'ko', pathLang: 'ja', navigatorLanguages: ['zh-CN'] }, 'ko'],
    [{ profileLocale: null, pathLang: 'ja', navigatorLanguages: ['zh-CN'] }, 'ja'],
    [{ profileLocale: 'fr', pathLang: 'xx', navigatorLanguages: ['fr-FR', 'zh-TW'] }, 'zh'],
    [{ navigatorLanguages: ['fr-FR'] }, 'en'],
    [{}, 'en'],
  ])('%o → %s', (sources, expected) => {
    expect(pickInitialLocale(sources)).toBe(expected);
  });
});
