import type { Locale } from '@shared/locales';

/** One static page in every language: a title and a Markdown body. */
export type StaticPageText = Record<Locale, { title: string; body: string }>;
