export interface SharePage {
  lang: string;
  title: string;
  description: string;
  /** Absolute URL of the person-facing page (also og:url). */
  pageUrl: string;
  /** Absolute URL of the cover, when the item has one. */
  imageUrl: string | null;
}

const DESCRIPTION_MAX = 200;

/** Everything a creator typed goes into attributes and text: every character with a meaning in HTML is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
}

/**
 * The link-preview document crawlers read (Open Graph, Twitter card). People are sent on to the PWA by a
 * meta refresh and a plain link: no script, so the strict CSP stays as it is.
 */
export function renderSharePage(page: SharePage): string {
  const e = escapeHtml;
  const description = shorten(page.description);
  const meta = [
    ['og:type', 'website'],
    ['og:site_name', 'Stagepass'],
    ['og:title', page.title],
    ['og:description', description],
    ['og:url', page.pageUrl],
    ...(page.imageUrl ? [['og:image', page.imageUrl]] : []),
  ]
    .map(([property, value]) => `<meta property="${property}" content="${e(value!)}">`)
    .join('\n    ');
  const card = page.imageUrl ? 'summary_large_image' : 'summary';
  return `<!doctype html>
<html lang="${e(page.lang)}">
  <head>
    <meta charset="utf-8">
    <title>${e(page.title)}</title>
    <meta name="description" content="${e(description)}">
    ${meta}
    <meta name="twitter:card" content="${card}">
    <meta name="twitter:title" content="${e(page.title)}">
    <meta name="twitter:description" content="${e(description)}">
    <link rel="canonical" href="${e(page.pageUrl)}">
    <meta http-equiv="refresh" content="0; url=${e(page.pageUrl)}">
  </head>
  <body>
    <p><a href="${e(page.pageUrl)}">${e(page.title)}</a></p>
  </body>
</html>
`;
}
