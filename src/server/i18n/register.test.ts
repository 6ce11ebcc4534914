import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog';
import { interpolate } from './index';

/** Chinese addresses the reader as 你 (as the app does); Korean never leaves a particle for the reader to pick. */
const slips = { ja: /[{}]/, ko: /[{}]|\((?:이|가|을|를|은|는|와|과|으)\)/, zh: /[{}]|您/ } as const;
const anyValue = new Proxy<Record<string, string>>({}, { has: () => true, get: () => 'X' });

describe('the server catalog', () => {
  it('keeps one register per language and leaves no brace once filled in', async () => {
    const { catalog } = await loadCatalog();
    const found = Object.values(catalog).flatMap((translations) =>
      Object.entries(slips)
        .map(([locale, slip]) => ({ slip, text: interpolate(translations[locale as keyof typeof slips], anyValue) }))
        .filter(({ slip, text }) => slip.test(text))
        .map(({ text }) => text),
    );
    expect(found).toEqual([]);
  });
});
