import { and, eq, inArray } from 'drizzle-orm';
import PO from 'pofile';
import { locales, type Locale } from '@shared/locales';
import {
  AdminDescriptors,
  type TranslateFileResult,
  type TranslationMessage,
  type TranslationSummary,
} from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { translationOverrides } from '../../../db/schema';
import { invalidField } from '../../../http/errors';
import { pageMeta, type PageMeta } from '../../../http/route';
import { recordAudit } from '../../audit/record-audit';
import { forgetOverrides, listOverrides } from '../../../i18n/overrides';
import { idOf, uiCatalog } from './ui-catalog';

export interface TranslationQuery {
  locale: Locale;
  search?: string;
  /** Only messages without a catalog text in the locale, or only overridden ones. */
  only?: 'missing' | 'overridden';
  page: number;
  limit: number;
}

/** GET /admin-api/translations?locale=: every UI message with its source, catalog text and override. */
export async function listTranslations(
  db: Db,
  q: TranslationQuery,
): Promise<{ data: TranslationMessage[]; meta: PageMeta }> {
  const [catalog, overrides] = await Promise.all([uiCatalog(), listOverrides(db, q.locale)]);
  const needle = q.search?.trim().toLowerCase();
  const rows = catalog
    .map((m) => ({
      id: m.id,
      source: m.source,
      context: m.context,
      catalog: m.texts[q.locale],
      override: overrides[m.id] ?? null,
    }))
    .filter((m) => q.only !== 'missing' || !m.catalog)
    .filter((m) => q.only !== 'overridden' || m.override !== null)
    .filter(
      (m) =>
        !needle ||
        m.id.toLowerCase() === needle ||
        [m.source, m.catalog, m.override ?? ''].some((text) => text.toLowerCase().includes(needle)),
    );
  const start = (q.page - 1) * q.limit;
  return { data: rows.slice(start, start + q.limit), meta: pageMeta(q.page, q.limit, rows.length) };
}

/** GET /admin-api/translations/summary: how many messages each locale lacks (an override counts as a text). */
export async function summarizeTranslations(db: Db): Promise<TranslationSummary> {
  const catalog = await uiCatalog();
  const out = { total: catalog.length, locales: {} } as TranslationSummary;
  for (const locale of locales) {
    const overrides = await listOverrides(db, locale);
    out.locales[locale] = {
      missing: catalog.filter((m) => !m.texts[locale] && !overrides[m.id]).length,
      overridden: catalog.filter((m) => overrides[m.id] !== undefined).length,
    };
  }
  return out;
}

/** PUT /admin-api/translations/:locale: sets (or with an empty text removes) one message's runtime text. */
export async function setOverride(
  db: Db,
  actorId: number,
  locale: Locale,
  id: string,
  text: string | null,
  now: Date,
): Promise<TranslationMessage> {
  const message = (await uiCatalog()).find((m) => m.id === id);
  if (!message) throw invalidField('id', AdminDescriptors.messageUnknown);
  const saved = await db.transaction(async (tx) => {
    const where = and(eq(translationOverrides.locale, locale), eq(translationOverrides.messageId, id));
    const [before] = await tx.select().from(translationOverrides).where(where).for('update');
    const next = text && text.trim() ? text : null;
    if (next === null) await tx.delete(translationOverrides).where(where);
    else
      await tx
        .insert(translationOverrides)
        .values({ locale, messageId: id, text: next, updatedBy: actorId, updatedAt: now })
        .onConflictDoUpdate({
          target: [translationOverrides.locale, translationOverrides.messageId],
          set: { text: next, updatedBy: actorId, updatedAt: now },
        });
    await recordAudit(tx, {
      actorId,
      action: next === null ? 'translation.reset' : 'translation.override',
      entity: 'translation',
      entityId: `${locale}:${id}`,
      before: before ? { text: before.text } : null,
      after: next === null ? null : { text: next },
    });
    return { id, source: message.source, context: message.context, catalog: message.texts[locale], override: next };
  });
  forgetOverrides(db, locale);
  return saved;
}

/** The locale as a PO file: each message's source and the text the site shows now (override, else catalog). */
export async function exportPo(db: Db, locale: Locale): Promise<string> {
  const [catalog, overrides] = await Promise.all([uiCatalog(), listOverrides(db, locale)]);
  const po = new PO();
  po.headers = { 'Content-Type': 'text/plain; charset=utf-8', Language: locale, 'X-Generator': 'stagepass-admin' };
  for (const m of catalog) {
    const item = new PO.Item();
    item.msgid = m.source;
    if (m.context) item.msgctxt = m.context;
    // An explicit id is kept as a comment so the file can be imported back to the same message.
    if (!isHashedId(m)) item.extractedComments = [`id: ${m.id}`];
    item.msgstr = [overrides[m.id] ?? m.texts[locale]];
    po.items.push(item);
  }
  return po.toString();
}

const isHashedId = (m: { id: string; source: string; context: string | null }) =>
  idOf({ msgid: m.source, msgctxt: m.context, extractedComments: [] }) === m.id;

/**
 * POST /admin-api/translations/translate-file: imports a PO file's texts as runtime overrides of one locale.
 * A text equal to the built catalog removes the override (nothing to override); an empty msgstr is skipped;
 * a message the catalog does not know is counted, not stored. One transaction, one audit row.
 */
export async function importPo(
  db: Db,
  actorId: number,
  locale: Locale,
  text: string,
  now: Date,
): Promise<TranslateFileResult> {
  let file: PO;
  try {
    file = PO.parse(text);
  } catch {
    throw invalidField('po', AdminDescriptors.poInvalid);
  }
  if (file.items.length === 0) throw invalidField('po', AdminDescriptors.poInvalid);
  const catalog = await uiCatalog();
  const byId = new Map(catalog.map((m) => [m.id, m]));
  const changes = new Map<string, string | null>();
  let unknown = 0;
  for (const item of file.items) {
    const explicit = item.extractedComments.map((c) => /^id: (.+)$/.exec(c)?.[1]).find(Boolean);
    const id = explicit ?? idOf(item);
    const message = byId.get(id) ?? byId.get(item.msgid);
    const value = item.msgstr[0] ?? '';
    if (!message) {
      unknown += 1;
      continue;
    }
    if (!value) continue;
    changes.set(message.id, value === message.texts[locale] ? null : value);
  }
  const result = await db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(translationOverrides)
      .where(
        and(eq(translationOverrides.locale, locale), inArray(translationOverrides.messageId, [...changes.keys(), ''])),
      );
    const was = new Map(current.map((r) => [r.messageId, r.text]));
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    for (const [id, value] of changes) {
      if ((was.get(id) ?? null) === value) continue;
      before[id] = was.get(id) ?? null;
      after[id] = value;
    }
    const removed = Object.keys(after).filter((id) => after[id] === null);
    const set = Object.entries(after).filter((e): e is [string, string] => e[1] !== null);
    if (removed.length > 0)
      await tx
        .delete(translationOverrides)
        .where(and(eq(translationOverrides.locale, locale), inArray(translationOverrides.messageId, removed)));
    for (const [messageId, value] of set)
      await tx
        .insert(translationOverrides)
        .values({ locale, messageId, text: value, updatedBy: actorId, updatedAt: now })
        .onConflictDoUpdate({
          target: [translationOverrides.locale, translationOverrides.messageId],
          set: { text: value, updatedBy: actorId, updatedAt: now },
        });
    const imported = Object.keys(after).length;
    if (imported > 0)
      await recordAudit(tx, {
        actorId,
        action: 'translation.import',
        entity: 'translation',
        entityId: locale,
        before,
        after,
      });
    return { imported, unchanged: changes.size - imported, unknown };
  });
  forgetOverrides(db, locale);
  return result;
}
