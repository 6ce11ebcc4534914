import type { Locale } from '@shared/locales';
import type { LocalizedNames } from '../../db/schema';

/** A genre's or hobby's name in the viewer's language; `name` is the English one and the fallback. */
export function localizedName(row: { name: string; names: LocalizedNames }, locale: Locale): string {
  return row.names[locale] || row.name;
}
