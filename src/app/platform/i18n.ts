import { i18n, type Messages } from '@lingui/core';
import * as v from 'valibot';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@shared/locales';
import { One } from '@shared/schemas/envelope';
import { TranslationOverridesSchema } from '@shared/schemas/translation-overrides';
import { api, isApiError } from '@app/platform/api';
import { applyOverrides, loadSplitCatalog } from './catalog-areas';
import { loadDayjsLocale, setDayjsLocale } from './format';

export { i18n };

/** `GET /api/translations/{locale}`: admin-edited texts keyed by message id. */
const overridesSchema = One(TranslationOverridesSchema);

export type LoadOverrides = (locale: Locale) => Promise<Record<string, string> | undefined>;

/** Asks the server for overrides; absent (404), offline or malformed means none. */
export const fetchOverrides: LoadOverrides = async (locale) => {
  try {
    const parsed = v.safeParse(overridesSchema, await api.get(`/api/translations/${locale}`));
    return parsed.success ? parsed.output.data : undefined;
  } catch (error) {
    if (isApiError(error)) return undefined;
    throw error;
  }
};

/**
 * Override texts arrive as ICU source and the production build has no runtime compiler, so they
 * are compiled here; the compiler is fetched only when there is something to compile.
 */
async function compileOverrides(texts: Record<string, string>): Promise<Messages> {
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
}

/**
 * A production build loads the shell's part of the catalogue here and each page's part with its code
 * (./catalog-areas.ts); elsewhere (dev server, tests) the whole catalog, built by @lingui/vite-plugin from the `.po` file.
 */
const importCatalog = async (locale: Locale): Promise<Messages> =>
  import.meta.env.PROD
    ? loadSplitCatalog(locale)
    : ((await import(`../locales/${locale}/messages.po`)) as { messages: Messages }).messages;

export interface ActivateOptions {
  loadOverrides?: LoadOverrides;
  loadCatalog?: (locale: Locale) => Promise<Messages>;
}

let latestRequest = 0;

/**
 * Loads the locale's catalog (one chunk per locale), activates it, and points dayjs and
 * `<html lang>` at it. Server overrides are merged when they arrive, without holding up the first
 * render. A later call wins over an earlier one still loading.
 */
export async function activateLocale(
  locale: Locale,
  { loadOverrides = fetchOverrides, loadCatalog = importCatalog }: ActivateOptions = {},
): Promise<void> {
  const request = ++latestRequest;
  const [messages] = await Promise.all([loadCatalog(locale), loadDayjsLocale(locale)]);
  if (request !== latestRequest) return;
  i18n.load(locale, messages);
  i18n.activate(locale);
  setDayjsLocale(locale);
  document.documentElement.lang = locale;
  void loadOverrides(locale)
    .then(async (texts) => {
      if (texts && Object.keys(texts).length > 0) applyOverrides(locale, await compileOverrides(texts));
    })
    .catch(() => undefined);
}

export interface LocaleSources {
  pathLang?: string | null;
  profileLocale?: string | null;
  navigatorLanguages?: readonly string[];
}

/** Spec §4: a signed-in user's saved locale wins, then the address, then the browser, then English. */
export function pickInitialLocale({ pathLang, profileLocale, navigatorLanguages = [] }: LocaleSources): Locale {
  if (isLocale(profileLocale)) return profileLocale;
  if (isLocale(pathLang)) return pathLang;
  return matchLocale(navigatorLanguages) ?? DEFAULT_LOCALE;
}
