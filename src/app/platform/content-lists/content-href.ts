/** The content page of an item, in the current language. */
export function contentHref(lang: string, id: number): string {
  return `/${lang}/content/${id}`;
}
