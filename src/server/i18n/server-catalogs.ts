import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { locales, type Locale } from '@shared/locales';

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));

/** One locale's `.po` file as `{ id: English or translated source }`; an empty text is left out (English shows). */
export async function readServerCatalog(locale: Locale, dir: string = localesDir): Promise<Record<string, string>> {
  const po = PO.parse(await readFile(`${dir}${locale}/messages.po`, 'utf8'));
  return Object.fromEntries(
    po.items.filter((item) => !item.obsolete && item.msgstr[0]).map((item) => [item.msgid, item.msgstr[0] ?? '']),
  );
}

/** The source texts compiled as Lingui's runtime expects them. */
export const compileTexts = (texts: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));

/**
 * The server's catalogs (src/server/locales/<locale>/messages.po, written by `lingui extract`), read and
 * compiled once when the server module graph loads, so rendering a message is a synchronous lookup.
 */
export const serverTexts = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await readServerCatalog(locale)] as const)),
) as Record<Locale, Record<string, string>>;

export const serverCatalogs = Object.fromEntries(
  locales.map((locale) => [locale, compileTexts(serverTexts[locale])]),
) as Record<Locale, Messages>;
