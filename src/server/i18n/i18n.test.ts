import { describe, expect, it } from 'vitest';
import { Messages } from '../http/errors';
import { loadCatalog } from './catalog';
import { interpolate, translate, translateTemplate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server catalog', () => {
  it('translates every error-catalogue message into ja, ko and zh', () => {
    for (const message of Object.values(Messages)) {
      for (const locale of ['ja', 'ko', 'zh'] as const) expect(translate(locale, message), message).not.toBe(message);
    }
  });

  it('has a non-empty translation with the same placeholders for every message of every area', async () => {
    const { catalog } = await loadCatalog();
    for (const [english, translations] of Object.entries(catalog)) {
      for (const text of Object.values(translations)) {
        expect(text.trim(), english).not.toBe('');
        expect(placeholders(text), english).toEqual(placeholders(english));
      }
    }
  });

  it('has no message that two areas translate differently', async () => {
    expect((await loadCatalog()).conflicts).toEqual([]);
  });
});

describe('translate', () => {
  it('keeps English as written and falls back to English for unknown text', () => {
    expect(translate('en', Messages.notFound)).toBe('Not Found');
    expect(translate('ja', 'Some text nobody translated.')).toBe('Some text nobody translated.');
  });

  it('finds the template of a message whose values were filled in', () => {
    expect(translate('ja', 'Must be at most 5000 characters.')).toBe('5000文字以内で入力してください。');
    expect(translate('ko', 'Invalid type: Expected string but received 5')).toBe(
      '올바르지 않은 자료형입니다(예상: string, 받은 값: 5)',
    );
  });

  it('translates a template and fills its placeholders', () => {
    expect(translateTemplate('zh', 'Must have at most {max} items.', { max: 20 })).toBe('最多只能有 20 项。');
    expect(translateTemplate('en', 'Must have at most {max} items.', { max: 20 })).toBe('Must have at most 20 items.');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
