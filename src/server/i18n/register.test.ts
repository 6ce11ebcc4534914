import { describe, expect, it } from 'vitest';
import { fill } from '@shared/message-descriptor';
import { serverTexts } from './server-catalogs';

/** Chinese addresses the reader as 你 (as the app does); Korean never leaves a particle for the reader to pick. */
const slips = { ja: /[{}]/, ko: /[{}]|\((?:이|가|을|를|은|는|와|과|으)\)/, zh: /[{}]|您/ } as const;
const anyValue = new Proxy<Record<string, string>>({}, { has: () => true, get: () => 'X' });

describe('the server catalogs', () => {
  it('keep one register per language and leave no brace once filled in', () => {
    const texts = Object.keys(slips).flatMap((locale) =>
      Object.values(serverTexts[locale as keyof typeof slips]).map((text) => [locale, text] as const),
    );
    const found = texts
      .map(([locale, text]) => ({ slip: slips[locale as keyof typeof slips], text: fill(text, anyValue) }))
      .filter(({ slip, text }) => slip.test(text))
      .map(({ text }) => text);
    expect(found).toEqual([]);
  });
});
