import { eq, max, sql } from 'drizzle-orm';
import { OTHER_REPORT_TYPE_ID } from '@shared/codes';
import type { CrudResource } from '@shared/schemas/admin';
import type { Tx } from '../../../db/client';
import { contentTags, genres, reports, reportTypes, userGenres } from '../../../db/schema';

/**
 * The reference tables the generic CRUD screen edits. Each says how to find its rows, create one and whether a
 * row may be deleted; the screen's columns and form come from the shared `NamedRowSchema`.
 */
export interface CrudTable {
  table: typeof genres | typeof reportTypes;
  /** Values for a new row beyond name/names (a genre's slug, a report type's next id). */
  newRow(tx: Tx, name: string): Promise<Record<string, unknown>>;
  /** Why a row cannot be deleted, or null. */
  inUse(tx: Tx, id: number): Promise<boolean>;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'genre';

async function exists(tx: Tx, query: Promise<unknown[]>): Promise<boolean> {
  void tx;
  return (await query).length > 0;
}

export const crudTables: Record<CrudResource, CrudTable> = {
  genres: {
    table: genres,
    newRow: async (tx, name) => {
      const base = slugOf(name);
      const taken = await tx
        .select({ slug: genres.slug })
        .from(genres)
        .where(sql`${genres.slug} like ${`${base}%`}`);
      const slugs = new Set(taken.map((r) => r.slug));
      let slug = base;
      for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
      return { slug };
    },
    // Content and profiles cascade on a genre's delete: refuse rather than untag them silently.
    inUse: async (tx, id) =>
      (await exists(tx, tx.select().from(contentTags).where(eq(contentTags.genreId, id)).limit(1))) ||
      (await exists(tx, tx.select().from(userGenres).where(eq(userGenres.genreId, id)).limit(1))),
  },
  'report-types': {
    table: reportTypes,
    // Report type ids are fixed numbers (6 = other), not a sequence: the next free one.
    newRow: async (tx) => {
      const [row] = await tx.select({ top: max(reportTypes.id) }).from(reportTypes);
      return { id: (row?.top ?? 0) + 1 };
    },
    inUse: async (tx, id) =>
      id === OTHER_REPORT_TYPE_ID ||
      (await exists(tx, tx.select().from(reports).where(eq(reports.reportTypeId, id)).limit(1))),
  },
};
