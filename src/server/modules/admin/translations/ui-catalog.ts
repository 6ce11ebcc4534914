import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { locales, type Locale } from '@shared/locales';

/** One UI message of the PWA: the id its compiled catalog uses, the English source, and each locale's text. */
export interface UiMessage {
  id: string;
  source: string;
  context: string | null;
  texts: Record<Locale, string>;
}

const localesDir = fileURLToPath(new URL('../../../../app/locales/', import.meta.url));
const serverLocalesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));
const EXPLICIT_ID = 'js-lingui-explicit-id';

/**
 * The PWA's catalogs are the `.po` files the build compiles (src/app/locales/<locale>/messages.po). The server
 * reads the same files, so the admin sees exactly the messages the built site has, keyed by the id Lingui
 * gives each one (a hash of source and context, or the explicit id) — the key the runtime overrides use.
 */
export async function readUiCatalog(dir: string = localesDir): Promise<UiMessage[]> {
  const files = await Promise.all(locales.map(async (l) => PO.parse(await readFile(`${dir}${l}/messages.po`, 'utf8'))));
  const byId = new Map<string, UiMessage>();
  locales.forEach((locale, i) => {
    for (const item of files[i]?.items ?? []) {
      if (item.obsolete) continue;
      const id = idOf(item);
      const message = byId.get(id) ?? {
        id,
        source: item.msgid,
        context: item.msgctxt ?? null,
        texts: { en: '', ja: '', ko: '', zh: '' },
      };
      message.texts[locale] = item.msgstr[0] ?? '';
      byId.set(id, message);
    }
  });
  const messages = [...byId.values()];
  // An explicit id's English text is its source; a hashed message's English text defaults to its msgid.
  for (const m of messages) {
    if (m.id === m.source && m.texts.en) m.source = m.texts.en;
    if (!m.texts.en) m.texts.en = m.source;
  }
  return messages.sort((a, b) => a.source.localeCompare(b.source));
}

export function idOf(item: { msgid: string; msgctxt?: string | null; extractedComments: string[] }): string {
  return item.extractedComments.includes(EXPLICIT_ID)
    ? item.msgid
    : generateMessageId(item.msgid, item.msgctxt ?? undefined);
}

let cached: Promise<UiMessage[]> | undefined;
/**
 * Read once per process: the catalogs change only with a new build (and a new deploy). The server's own messages
 * (errors, e-mails, notifications; src/server/locales) are listed beside the PWA's, so an override by id reaches both.
 */
export function uiCatalog(): Promise<UiMessage[]> {
  cached ??= Promise.all([readUiCatalog(), readUiCatalog(serverLocalesDir)])
    .then(([app, server]) => [...app, ...server].sort((a, b) => a.source.localeCompare(b.source)))
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}
