import { createMiddleware } from 'hono/factory';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@shared/locales';
import { DEFAULT_CURRENCY, isCurrency } from '@shared/money';
import type { Env } from './context';

/** `Accept-Language: ja-JP,ja;q=0.9,en;q=0.8` → tags in the order of their quality. */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function requestLocale(applocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(applocale)) return applocale;
  return matchLocale(applocale ? [applocale] : []) ?? matchLocale(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/** The client's `applocale` and `appcurrency` headers pick the language of messages and the currency of prices. */
export const localeAndCurrency = createMiddleware<Env>(async (c, next) => {
  c.set('locale', requestLocale(c.req.header('applocale'), c.req.header('accept-language')));
  const currency = c.req.header('appcurrency');
  c.set('currency', isCurrency(currency) ? currency : DEFAULT_CURRENCY);
  await next();
});
