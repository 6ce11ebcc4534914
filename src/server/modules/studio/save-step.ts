import { and, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { ContentStatus, ContentType } from '@shared/codes';
import { LifecycleDescriptors, whyNot } from '@shared/content-lifecycle';
import type { Locale } from '@shared/locales';
import {
  EditorDescriptors,
  PatchStepEnvelopeSchema,
  priceToMinor,
  stepSchemaFor,
  type PatchableStep,
  type StudioContent,
} from '@shared/schemas/content-editor';
import type { Tx } from '../../db/client';
import { content, contentTags, genres, meetings, subscriptionContent, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalidField } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { findOwnContent, type StudioRow } from './find-own-content';
import { serializeStudioContent } from './load-studio-content';

/**
 * PATCH /api/content/:id (any editable item) and PUT /api/content/:id/published (a published item only): saves one editor step, validated by the same schema the form uses for this type.
 * Everything happens in one transaction, so a refusal (422 per field) writes nothing. Published content
 * can be edited; deleted or blocked content cannot (422 on `status`).
 */
export async function saveStep(
  deps: Deps,
  ownerId: number,
  id: number,
  body: unknown,
  locale: Locale,
  only: 'any' | 'published' = 'any',
): Promise<StudioContent> {
  const { step } = parseOrThrow(PatchStepEnvelopeSchema, body);
  const now = new Date(deps.clock.now());
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwnContent(tx, ownerId, id, true);
    const reason = whyNot('edit', current);
    if (reason) throw invalidField('status', reason);
    if (only === 'published' && (current.status !== ContentStatus.published || current.archivedAt)) {
      throw invalidField('status', LifecycleDescriptors.notPublished);
    }
    const schema = stepSchemaFor(current.type, step);
    if (!schema) throw invalidField('step', EditorDescriptors.stepInvalid);
    const { step: _step, ...fields } = body as Record<string, unknown>;
    await write(tx, current, step, parseOrThrow(schema as v.GenericSchema, fields) as Record<string, unknown>);
    await tx.update(content).set({ updatedAt: now }).where(eq(content.id, id));
    return findOwnContent(tx, ownerId, id);
  });
  return serializeStudioContent(deps.db, row, locale);
}

async function write(tx: Tx, row: StudioRow, step: PatchableStep, input: Record<string, unknown>): Promise<void> {
  switch (step) {
    case 'general-info':
      await tx
        .update(content)
        .set({ title: input.title as string, description: input.description as string })
        .where(eq(content.id, row.id));
      return;
    case 'base_info': {
      const currency = input.currency as StudioRow['priceCurrency'];
      // Income is kept and paid out per currency; a price in another one would strand it.
      const [owner] = await tx
        .select({ balanceCurrency: users.balanceCurrency })
        .from(users)
        .where(eq(users.id, row.ownerId));
      if (currency !== owner?.balanceCurrency) throw invalidField('currency', EditorDescriptors.currencyNotBalance);
      await tx
        .update(content)
        .set({ priceAmount: priceToMinor(input.price as string, currency)!, priceCurrency: currency })
        .where(eq(content.id, row.id));
      return;
    }
    case 'tags':
      return writeTags(tx, row.id, input.tag_ids as number[]);
    case 'meeting-info':
      return writeMeetings(tx, row.id, input.meetings as MeetingOut[]);
    case 'service-info':
      await tx
        .update(content)
        .set({ details: { ...row.details, service: input } })
        .where(eq(content.id, row.id));
      return;
    case 'subscription':
      return writeSubscription(tx, row, input as { billing_period: string; content_ids: number[] });
  }
}

async function writeTags(tx: Tx, contentId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    const known = await tx.select({ id: genres.id }).from(genres).where(inArray(genres.id, ids));
    if (known.length !== ids.length) throw invalidField('tag_ids', EditorDescriptors.tagsUnknown);
  }
  await tx.delete(contentTags).where(eq(contentTags.contentId, contentId));
  if (ids.length > 0) await tx.insert(contentTags).values(ids.map((genreId) => ({ contentId, genreId })));
}

interface MeetingOut {
  id?: number;
  starts_at: string;
  ends_at: string;
  place: string;
  link: string;
  capacity: number | '' | null;
}

/** Meetings that keep their id are updated in place; the others are added; the missing ones are removed. */
async function writeMeetings(tx: Tx, contentId: number, list: MeetingOut[]): Promise<void> {
  const existing = await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.contentId, contentId));
  const known = new Set(existing.map((m) => m.id));
  list.forEach((m, index) => {
    if (m.id !== undefined && !known.has(m.id)) {
      throw invalidField(`meetings.${index}.id`, EditorDescriptors.idsInvalid);
    }
  });
  const kept = list.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  await tx
    .delete(meetings)
    .where(
      kept.length > 0
        ? and(eq(meetings.contentId, contentId), notInArray(meetings.id, kept))
        : eq(meetings.contentId, contentId),
    );
  for (const m of list) {
    const values = {
      startsAt: new Date(m.starts_at),
      endsAt: new Date(m.ends_at),
      place: m.place || null,
      link: m.link || null,
      capacity: typeof m.capacity === 'number' ? m.capacity : null,
    };
    if (m.id === undefined) await tx.insert(meetings).values({ contentId, ...values });
    else await tx.update(meetings).set(values).where(eq(meetings.id, m.id));
  }
}

/** A community's settings and included items: only the owner's own, not deleted, non-community items. */
async function writeSubscription(
  tx: Tx,
  row: StudioRow,
  input: { billing_period: string; content_ids: number[] },
): Promise<void> {
  const ids = input.content_ids;
  if (ids.length > 0) {
    const allowed = await tx
      .select({ id: content.id })
      .from(content)
      .where(
        and(
          inArray(content.id, ids),
          eq(content.ownerId, row.ownerId),
          ne(content.type, ContentType.subscription),
          isNull(content.deletedAt),
        ),
      );
    if (allowed.length !== ids.length) {
      throw invalidField('content_ids', EditorDescriptors.subscriptionContentInvalid);
    }
  }
  await tx
    .update(content)
    .set({ details: { ...row.details, subscription: { billing_period: input.billing_period } } })
    .where(eq(content.id, row.id));
  await tx.delete(subscriptionContent).where(eq(subscriptionContent.subscriptionId, row.id));
  if (ids.length > 0) {
    await tx.insert(subscriptionContent).values(ids.map((contentId) => ({ subscriptionId: row.id, contentId })));
  }
}
