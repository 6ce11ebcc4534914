// @vitest-environment jsdom
import { i18n, type Messages } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as CatalogAreas from './catalog-areas';

/** A built catalogue part as the production build emits it (compiled messages), served from a data: URL. */
const part = (messages: Messages) =>
  `data:text/javascript,${encodeURIComponent(`export const messages = ${JSON.stringify(messages)};`)}`;

const manifest = {
  shell: { ja: part({ shellGreeting: 'こんにちは' }) },
  shared: {
    ja: part({ 'auth.email-invalid': '有効なメールアドレスを入力してください。', 'auth.required': '必須項目です。' }),
  },
  areas: {},
};

let areas: typeof CatalogAreas;

beforeAll(async () => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sp-catalogs';
  script.textContent = JSON.stringify(manifest);
  document.head.append(script);
  vi.resetModules();
  areas = await import('./catalog-areas');
});
afterAll(() => document.getElementById('sp-catalogs')?.remove());

describe('the split catalogue in the browser', () => {
  it("loads the shared schemas' messages only when asked, under the admin's overrides", async () => {
    i18n.loadAndActivate({ locale: 'ja', messages: await areas.loadSplitCatalog('ja') });
    expect(i18n.messages).not.toHaveProperty(['auth.email-invalid']);
    areas.applyOverrides('ja', { 'auth.email-invalid': 'メールアドレスをご確認ください。' });

    expect(i18n._('shellGreeting')).toBe('こんにちは');
    areas.needSharedMessages();
    await vi.waitFor(() => expect(i18n._('auth.required')).toBe('必須項目です。'));
    // The shared part arrived after the overrides and must not hide them.
    expect(i18n._('auth.email-invalid')).toBe('メールアドレスをご確認ください。');
  });

  it('answers when the shared messages are in, so a form can wait for them before it shows a refusal', async () => {
    vi.resetModules();
    const fresh = await import('./catalog-areas');
    i18n.loadAndActivate({ locale: 'ja', messages: await fresh.loadSplitCatalog('ja') });
    i18n.load('ja', { 'auth.required': 'not loaded yet' });
    await fresh.needSharedMessages();
    expect(i18n._('auth.required')).toBe('必須項目です。');
  });
});
