import { readFileSync } from 'node:fs';
import type { Locale } from '../../../src/shared/locales';

/** Message id → translation of a locale's PO catalog (src/app/locales/<locale>/messages.po), read at test time. */
export function readCatalog(locale: Locale): Map<string, string> {
  const po = readFileSync(`src/app/locales/${locale}/messages.po`, 'utf8');
  const catalog = new Map<string, string>();
  // Each entry: optional msgctxt, msgid "…" (possibly continued on following "…" lines), msgstr "…".
  const entry = /^(?:msgctxt\s+((?:".*"\s*)+))?msgid\s+((?:".*"\s*)+)msgstr\s+((?:".*"\s*)+)/gm;
  for (const [, , id, str] of po.matchAll(entry)) {
    const msgid = poString(id!);
    if (msgid) catalog.set(msgid, poString(str!));
  }
  return catalog;
}

function poString(quoted: string): string {
  return [...quoted.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
    .map(([, s]) => s!)
    .join('')
    .replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

export interface Localized {
  /** The text the app shows in the catalog's language. */
  text: string;
  /** False when the catalog has no translation and the app falls back to English (lingui.config.ts). */
  translated: boolean;
  msgid: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the app shows in the catalog's language where it shows `english` in English: finds the
 * message whose source text (placeholders such as `{0}` or `{name}` matching anything) renders as
 * `english`, and fills the same values into its translation.
 */
export function localize(catalog: Map<string, string>, english: string): Localized {
  const candidates: (Localized & { literal: number })[] = [];
  for (const [msgid, msgstr] of catalog) {
    const names: string[] = [];
    const pieces = msgid.split(/(\{\w+\})/);
    const source = pieces
      .map((piece) => {
        const placeholder = piece.match(/^\{(\w+)\}$/);
        if (!placeholder) return escapeRegExp(piece);
        names.push(placeholder[1]!);
        return '(.+?)';
      })
      .join('');
    const match = english.match(new RegExp(`^${source}$`));
    if (!match) continue;
    const fill = (text: string) => names.reduce((out, name, i) => out.replaceAll(`{${name}}`, match[i + 1]!), text);
    const literal = pieces.filter((piece) => !/^\{\w+\}$/.test(piece)).join('').length;
    candidates.push({ text: msgstr ? fill(msgstr) : english, translated: Boolean(msgstr), msgid, literal });
  }
  // The most specific message wins: "Sign in" over "{0}".
  const best = candidates.sort((a, b) => b.literal - a.literal)[0];
  if (!best || best.literal === 0) {
    throw new Error(`No message in the catalog renders as "${english}": is this text translatable?`);
  }
  return { text: best.text, translated: best.translated, msgid: best.msgid };
}
