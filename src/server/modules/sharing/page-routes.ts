import { isLocale } from '@shared/locales';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, mediaBody, redirectTo } from '../../http/route';
import { parseId } from '../content';
import { resolveShortLink } from './resolve-short-link';
import { getSharePage } from './get-share-page';
import { renderSharePage } from './render-share-page';

/**
 * Server-rendered pages outside the API, mounted at the site root (before the PWA fallback): a short
 * link's redirect, and the link-preview document of a shared item (crawlers do not run the PWA).
 */
export const sharePagesRouter = createRouter('api');

defineRoute(
  sharePagesRouter,
  {
    method: 'get',
    path: '/s/:code',
    summary: 'A short link: 302 to the page it stands for',
    access: 'public',
    responses: { 302: redirectTo('The page the link stands for, on this site') },
  },
  async (c, { params }) => {
    const path = await resolveShortLink(c.var.deps.db, params.code ?? '');
    if (!path) throw notFound();
    // Stored paths passed ShortLinkSchema (one leading '/'), so the redirect cannot leave the site.
    return c.redirect(path, 302);
  },
);

defineRoute(
  sharePagesRouter,
  {
    method: 'get',
    path: '/share/content/:id',
    summary: 'Link preview (Open Graph) of a shared item; people are sent on to /{lang}/content/{id}',
    access: 'public',
    responses: { 200: mediaBody('text/html', 'The preview page') },
  },
  async (c, { params }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    const { deps } = c.var;
    const asked = c.req.query('lang');
    const lang = isLocale(asked) ? asked : c.var.locale;
    const page = await getSharePage(deps.db, deps.config.publicUrl, id, lang, new Date(deps.clock.now()));
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(renderSharePage(page));
  },
);
