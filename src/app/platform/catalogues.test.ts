import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@shared/locales';

/**
 * Every message of every catalogue, rendered with sample values, reads without a raw `{…}`: a quote
 * before a brace (`'{title}'`) makes ICU print the placeholder literally, which only shows on screen.
 */

type Argument = { kind: 'text' | 'number' | 'date' } | { kind: 'choice'; options: string[] };

/** The arguments a compiled message declares, by name, with what kind of value each needs. */
function argumentsOf(node: unknown, found = new Map<string, Argument>()): Map<string, Argument> {
  if (!Array.isArray(node)) return found;
  const [name, type, format] = node as unknown[];
  const isArgument = typeof name === 'string' && node.length <= 3 && (node.length === 1 || typeof type === 'string');
  if (
    isArgument &&
    (node.length === 1 || ['plural', 'selectordinal', 'select', 'number', 'date', 'time'].includes(type as string))
  ) {
    const cases = format && typeof format === 'object' ? (format as Record<string, unknown>) : undefined;
    if (type === 'select') found.set(name, { kind: 'choice', options: Object.keys(cases ?? {}) });
    else if (type === 'plural' || type === 'selectordinal' || type === 'number') found.set(name, { kind: 'number' });
    else if (type === 'date' || type === 'time') found.set(name, { kind: 'date' });
    else found.set(name, { kind: 'text' });
    for (const branch of Object.values(cases ?? {})) argumentsOf(branch, found);
    return found;
  }
  for (const child of node) argumentsOf(child, found);
  return found;
}

const counts = [0, 1, 2, 5];

/** Enough value sets that every plural and select branch is rendered once. */
function sampleValues(args: Map<string, Argument>): Record<string, unknown>[] {
  const rounds = Math.max(
    counts.length,
    ...[...args.values()].map((a) => (a.kind === 'choice' ? a.options.length : 1)),
  );
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      [...args].map(([name, arg]) => {
        if (arg.kind === 'number') return [name, counts[round % counts.length]];
        if (arg.kind === 'date') return [name, new Date(Date.UTC(2026, 10, 30, 18, 5))];
        if (arg.kind === 'choice') return [name, arg.options[round % arg.options.length]];
        return [name, 'Sample'];
      }),
    ),
  );
}

const catalogue = async (locale: Locale): Promise<Messages> =>
  ((await import(`../locales/${locale}/messages.po`)) as { messages: Messages }).messages;

describe.each(locales)('the %s catalogue', (locale) => {
  it('renders every message with its values filled in', async () => {
    const messages = await catalogue(locale);
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    const leftovers: string[] = [];
    for (const [id, compiled] of Object.entries(messages)) {
      for (const values of sampleValues(argumentsOf(compiled))) {
        const text = i18n._(id, values);
        if (/[{}]/.test(text)) leftovers.push(text);
      }
    }
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    expect([...new Set(leftovers)]).toEqual([]);
  });
});

/** One register per language: Chinese addresses the reader as 你, Korean never leaves a particle for the reader to pick. */
const registerSlips: Partial<Record<Locale, RegExp>> = {
  zh: /您/,
  ko: /\((?:이|가|을|를|은|는|와|과|으)\)/,
};

describe.each(Object.entries(registerSlips))('the %s catalogue', (locale, slip) => {
  it('keeps one register', async () => {
    const messages = await catalogue(locale as Locale);
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    const slips = Object.keys(messages)
      .map((id) => i18n._(id, sampleValues(argumentsOf(messages[id]))[0]))
      .filter((text) => slip.test(text));
    expect(slips).toEqual([]);
  });
});
