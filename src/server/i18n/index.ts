import type { Locale } from '@shared/locales';
import { catalog } from './catalog';

export type { Catalog, Translations } from './types';

const placeholder = /\{(\w+)\}/g;
const hasPlaceholder = /\{\w+\}/;

/** Fills `{name}` placeholders; an unknown name is left as written so a mistake stays visible. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

interface TemplateMatcher {
  template: string;
  names: string[];
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Messages sent with their values already filled in are matched back to their templates. */
const matchers: TemplateMatcher[] = Object.keys(catalog)
  .filter((key) => hasPlaceholder.test(key))
  .map((template) => {
    const parts = template.split(/\{(\w+)\}/);
    const names = parts.filter((_, i) => i % 2 === 1);
    const source = parts.map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : escapeRegExp(part))).join('');
    return { template, names, pattern: new RegExp(`^${source}$`) };
  })
  // Longer templates are more specific: try them first.
  .sort((a, b) => b.template.length - a.template.length);

function matchTemplate(text: string): { template: string; values: Record<string, string> } | undefined {
  for (const { template, names, pattern } of matchers) {
    const match = pattern.exec(text);
    if (match) return { template, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** The English text in `locale`; text the catalog does not know stays English. */
export function translate(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const exact = catalog[english]?.[locale];
  if (exact !== undefined) return exact;
  const matched = matchTemplate(english);
  const translated = matched && catalog[matched.template]?.[locale];
  return matched && translated ? interpolate(translated, matched.values) : english;
}

/** Translates a template, then fills its placeholders: `translateTemplate('ja', 'At most {max}.', { max: 5 })`. */
export function translateTemplate(locale: Locale, template: string, values: Record<string, string | number>): string {
  return interpolate(locale === 'en' ? template : (catalog[template]?.[locale] ?? template), values);
}
