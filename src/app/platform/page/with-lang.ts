import type { Locale } from '@shared/locales';

/** The same address under another language: `/ja/account?x=1` → `/ko/account?x=1`. */
export function withLang(href: string, lang: Locale): string {
  const url = new URL(href, 'http://stagepass.invalid');
  const [, , ...rest] = url.pathname.split('/');
  url.pathname = `/${[lang, ...rest].join('/')}`;
  return url.pathname + url.search + url.hash;
}
