import { eq } from 'drizzle-orm';
import type { Descriptor } from '@shared/message-descriptor';
import { ContentStatus } from '@shared/codes';
import { creatorActions, whyNot, type ContentAction } from '@shared/content-lifecycle';
import type { Locale } from '@shared/locales';
import { EditorDescriptors, type PublishRequirement, type StudioContent } from '@shared/schemas/content-editor';
import type { Tx } from '../../db/client';
import { content, contentModeration } from '../../db/schema';
import type { Deps } from '../../deps';
import { forbidden, invalid, invalidField } from '../../http/errors';
import { findOwnContent, type StudioRow } from './find-own-content';
import { goLive } from './go-live';
import { serializeStudioContent } from './load-studio-content';
import { checkPublishMedia } from './publish-requirements';

/** Who asks: the creator (their own items only) or an admin (any item; approve, block and unblock are theirs). */
export interface Actor {
  userId: number;
  admin?: boolean;
}

export interface TransitionExtra {
  /** autoPublish: when; must be in the future. */
  publishAt?: Date;
  /** delete: why (kept with the item in the trash). */
  deletionReason?: string;
  /** Names tags in the response. */
  locale?: Locale;
}

const missingMessages: Record<PublishRequirement, Descriptor> = {
  cover: EditorDescriptors.missingCover,
  video: EditorDescriptors.missingVideo,
  meetings: EditorDescriptors.missingMeetings,
  service: EditorDescriptors.missingService,
  video_failed: EditorDescriptors.videoFailed,
};

/**
 * One lifecycle transition in one transaction: the row is locked, the move is checked with `whyNot`
 * (a refusal is a 422 on `status` with the reason), publishing checks the required media (a 422 on
 * `missing` listing each), and the result is the editor's view of the item. Someone else's item → 404.
 */
export async function transitionContent(
  deps: Deps,
  actor: Actor,
  contentId: number,
  action: ContentAction,
  extra: TransitionExtra = {},
): Promise<StudioContent> {
  if (!actor.admin && !creatorActions.includes(action)) throw forbidden();
  const now = new Date(deps.clock.now());
  const row = await deps.db.transaction(async (tx) => {
    const current = await findOwnContent(tx, actor.admin ? null : actor.userId, contentId, true);
    const reason = whyNot(action, current);
    if (reason) throw invalidField('status', reason);
    await apply(tx, current, action, extra, actor, now);
    return findOwnContent(tx, null, contentId);
  });
  return serializeStudioContent(deps.db, row, extra.locale ?? 'en');
}

async function apply(
  tx: Tx,
  row: StudioRow,
  action: ContentAction,
  extra: TransitionExtra,
  actor: Actor,
  now: Date,
): Promise<void> {
  const set = (values: Partial<typeof content.$inferInsert>) =>
    tx
      .update(content)
      .set({ ...values, updatedAt: now })
      .where(eq(content.id, row.id));
  switch (action) {
    case 'publish':
      await refuseMissing(tx, row);
      await goLive(tx, row, now);
      return;
    case 'autoPublish': {
      if (!extra.publishAt || extra.publishAt.getTime() <= now.getTime()) {
        throw invalidField('publish_at', EditorDescriptors.publishAtPast);
      }
      await refuseMissing(tx, row);
      await set({ status: ContentStatus.draft, autoPublishAt: extra.publishAt });
      return;
    }
    case 'cancelAutoPublish':
      await set({ autoPublishAt: null });
      return;
    case 'archive':
      await set({ archivedAt: now, autoPublishAt: null });
      return;
    case 'unarchive':
      await set({ archivedAt: null });
      return;
    case 'delete':
      await set({ deletedAt: now, deletionReason: extra.deletionReason ?? '', autoPublishAt: null });
      return;
    case 'restore':
      await set({ deletedAt: null, deletionReason: null });
      return;
    case 'edit':
      return;
    case 'approve':
      await tx
        .insert(contentModeration)
        .values({ contentId: row.id, approvedAt: now, approvedBy: actor.userId })
        .onConflictDoUpdate({
          target: contentModeration.contentId,
          set: { approvedAt: now, approvedBy: actor.userId },
        });
      await goLive(tx, row, now);
      return;
    case 'block':
      await tx
        .insert(contentModeration)
        .values({ contentId: row.id, blockedFromStatus: row.status })
        .onConflictDoUpdate({ target: contentModeration.contentId, set: { blockedFromStatus: row.status } });
      await set({ status: ContentStatus.blocked, autoPublishAt: null });
      return;
    case 'unblock': {
      const [moderation] = await tx
        .select({ from: contentModeration.blockedFromStatus })
        .from(contentModeration)
        .where(eq(contentModeration.contentId, row.id));
      const back = moderation?.from ?? (row.publishedAt ? ContentStatus.published : ContentStatus.draft);
      await set({ status: back });
      return;
    }
  }
}

/** Publishing without what the type needs → 422 on `missing`, one message per requirement. */
async function refuseMissing(tx: Tx, row: StudioRow): Promise<void> {
  const { missing } = await checkPublishMedia(tx, row);
  if (missing.length > 0) throw invalid([{ field: 'missing', errors: missing.map((m) => missingMessages[m]) }]);
}
