import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@shared/locales';
import type { StaticPage } from '@shared/schemas/content';
import type { Db } from '../../db/client';
import { staticPages } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A page in the requested language, else in English; a slug with neither is a 404. */
export async function getStaticPage(db: Db, slug: string, locale: Locale): Promise<StaticPage> {
  const [page] = await db
    .select({
      slug: staticPages.slug,
      locale: staticPages.locale,
      title: staticPages.title,
      body: staticPages.body,
      updatedAt: staticPages.updatedAt,
    })
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), inArray(staticPages.locale, [locale, DEFAULT_LOCALE])))
    .orderBy(sql`${staticPages.locale} = ${locale} desc`)
    .limit(1);
  if (!page) throw notFound();
  const { updatedAt, ...text } = page;
  return { ...text, updated_at: updatedAt.toISOString() };
}
