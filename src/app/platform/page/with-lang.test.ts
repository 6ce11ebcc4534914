import { describe, expect, it } from 'vitest';
import { withLang } from './with-lang';

describe('withLang', () => {
  it('swaps the language and keeps the rest of the address', () => {
    expect(withLang('/ja/account/edit/personalization?tab=1#genres', 'ko')).toBe(
      '/ko/account/edit/personalization?tab=1#genres',
    );
  });

  it('handles the language home', () => {
    expect(withLang('/en', 'zh')).toBe('/zh');
    expect(withLang('/en/', 'zh')).toBe('/zh/');
  });
});
