import { and, asc, eq, inArray } from 'drizzle-orm';
import { locales, type Locale } from '@shared/locales';
import type { AdminStaticPage, AdminStaticPageSummary, StaticPageInput } from '@shared/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import { staticPages } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { recordAudit } from '../../audit/record-audit';

/** GET /admin-api/static-pages: one row per slug, with the languages it exists in (English title). */
export async function listStaticPages(db: Db): Promise<AdminStaticPageSummary[]> {
  const rows = await db.select().from(staticPages).orderBy(asc(staticPages.slug), asc(staticPages.locale));
  const bySlug = new Map<string, AdminStaticPageSummary>();
  for (const row of rows) {
    const page = bySlug.get(row.slug) ?? { slug: row.slug, locales: [], title: row.title, updated_at: '' };
    page.locales.push(row.locale);
    if (row.locale === 'en') page.title = row.title;
    const updated = row.updatedAt.toISOString();
    if (updated > page.updated_at) page.updated_at = updated;
    bySlug.set(row.slug, page);
  }
  return [...bySlug.values()];
}

async function loadPage(db: Db | Tx, slug: string): Promise<AdminStaticPage | null> {
  const rows = await db.select().from(staticPages).where(eq(staticPages.slug, slug));
  if (rows.length === 0) return null;
  const versions: AdminStaticPage['versions'] = {};
  for (const r of rows) versions[r.locale] = { title: r.title, body: r.body, updated_at: r.updatedAt.toISOString() };
  return { slug, versions };
}

/** GET /admin-api/static-pages/:slug: every language of one page. */
export async function getStaticPageVersions(db: Db, slug: string): Promise<AdminStaticPage> {
  const page = await loadPage(db, slug);
  if (!page) throw notFound();
  return page;
}

const textOf = (page: AdminStaticPage | null) =>
  page && Object.fromEntries(Object.entries(page.versions).map(([l, v]) => [l, { title: v.title, body: v.body }]));

/**
 * PUT /admin-api/static-pages/:slug: creates or replaces every language at once (a language left out or null is
 * removed, so the site falls back to English). The site serves it at its slug on the next request.
 */
export async function saveStaticPage(
  db: Db,
  actorId: number,
  slug: string,
  input: StaticPageInput,
  now: Date,
): Promise<{ page: AdminStaticPage; created: boolean }> {
  return db.transaction(async (tx) => {
    const before = await loadPage(tx, slug);
    const keep = locales.filter((l) => input[l]);
    const drop = locales.filter((l) => !input[l]);
    if (drop.length > 0)
      await tx.delete(staticPages).where(and(eq(staticPages.slug, slug), inArray(staticPages.locale, drop)));
    for (const locale of keep) {
      const version = input[locale as Locale];
      if (!version) continue;
      await tx
        .insert(staticPages)
        .values({ slug, locale, title: version.title, body: version.body, updatedAt: now })
        .onConflictDoUpdate({
          target: [staticPages.slug, staticPages.locale],
          set: { title: version.title, body: version.body, updatedAt: now },
        });
    }
    const page = await loadPage(tx, slug);
    if (!page) throw new Error('saved page vanished');
    await recordAudit(tx, {
      actorId,
      action: before ? 'static_page.update' : 'static_page.create',
      entity: 'static_page',
      entityId: slug,
      before: textOf(before),
      after: textOf(page),
    });
    return { page, created: !before };
  });
}

/** DELETE /admin-api/static-pages/:slug: every language of the page. */
export async function deleteStaticPage(db: Db, actorId: number, slug: string): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const before = await loadPage(tx, slug);
    if (!before) throw notFound();
    await tx.delete(staticPages).where(eq(staticPages.slug, slug));
    await recordAudit(tx, {
      actorId,
      action: 'static_page.delete',
      entity: 'static_page',
      entityId: slug,
      before: textOf(before),
      after: null,
    });
    return { slug };
  });
}
