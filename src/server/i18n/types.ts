import type { Locale } from '@shared/locales';

/** The non-English texts of one English message; English is the key itself. */
export type Translations = Record<Exclude<Locale, 'en'>, string>;

/**
 * One area's messages, keyed by the exact English text the server produces. A key may hold
 * `{placeholders}`: a filled-in message is matched back to its template and translated.
 */
export type Catalog = Record<string, Translations>;
