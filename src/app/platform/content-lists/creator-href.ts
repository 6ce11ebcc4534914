/** A creator's public page (or one of its tabs), in the current language. */
export function creatorHref(lang: string, login: string, tab?: string): string {
  return `/${lang}/creator/${encodeURIComponent(login)}${tab ? `/${tab}` : ''}`;
}
