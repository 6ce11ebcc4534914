import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { locales, type Locale } from '@shared/locales';

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url));
/** The PWA's catalog holds the shared schemas' messages (src/shared), translated once for browser and server. */
const appLocalesDir = fileURLToPath(new URL('../../app/locales/', import.meta.url));
const EXPLICIT_ID = 'js-lingui-explicit-id';

/**
 * The messages with explicit ids in one locale's `.po` file as `{ id: English or translated source }`; an empty text
 * is left out (English shows). The PWA's own messages (hashed ids) are not the server's to render.
 */
async function readServerCatalog(locale: Locale, dir: string = localesDir): Promise<Record<string, string>> {
  const po = PO.parse(await readFile(`${dir}${locale}/messages.po`, 'utf8'));
  return Object.fromEntries(
    po.items
      .filter((item) => !item.obsolete && item.msgstr[0] && item.extractedComments.includes(EXPLICIT_ID))
      .map((item) => [item.msgid, item.msgstr[0] ?? '']),
  );
}

/** The server's messages and the shared ones, as the server renders them. */
async function readCatalogs(locale: Locale): Promise<Record<string, string>> {
  const [shared, own] = await Promise.all([readServerCatalog(locale, appLocalesDir), readServerCatalog(locale)]);
  return { ...shared, ...own };
}

/** The source texts compiled as Lingui's runtime expects them. */
export const compileTexts = (texts: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));

/**
 * The server's catalogs (src/server/locales/<locale>/messages.po, and the shared messages of
 * src/app/locales/<locale>/messages.po, written by `lingui extract`), read and compiled once when the server
 * module graph loads, so rendering a message is a synchronous lookup.
 */
export const serverTexts = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await readCatalogs(locale)] as const)),
) as Record<Locale, Record<string, string>>;

export const serverCatalogs = Object.fromEntries(
  locales.map((locale) => [locale, compileTexts(serverTexts[locale])]),
) as Record<Locale, Messages>;
