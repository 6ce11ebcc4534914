import { and, eq, isNull } from 'drizzle-orm';
import { CollaborationStatus } from '@shared/codes';
import { whyNot } from '@shared/content-lifecycle';
import type { Locale } from '@shared/locales';
import { type CollaborationReplyResult, EditorDescriptors, type StudioContent } from '@shared/schemas/content-editor';
import { collaborations, content, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalidField, notFound } from '../../http/errors';
import { notify } from '../notifications/notify';
import { findOwnContent } from './find-own-content';
import { serializeStudioContent } from './load-studio-content';

/**
 * POST /api/content/:id/collaborators: the owner invites an approved creator (pending, 0) and the invitee is
 * notified. A declined invitation may be sent again; a pending or accepted one is a duplicate.
 */
export async function inviteCollaborator(
  deps: Deps,
  ownerId: number,
  contentId: number,
  creatorId: number,
  locale: Locale,
): Promise<StudioContent> {
  const now = new Date(deps.clock.now());
  const row = await deps.db.transaction(async (tx) => {
    const item = await findOwnContent(tx, ownerId, contentId, true);
    const reason = whyNot('edit', item);
    if (reason) throw invalidField('status', reason);
    if (creatorId === ownerId) throw invalidField('creator_id', EditorDescriptors.collaboratorSelf);
    const [invitee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, creatorId), eq(users.kind, 'creator'), eq(users.status, 'approved'), isNull(users.deletedAt)),
      )
      .limit(1);
    if (!invitee) throw invalidField('creator_id', EditorDescriptors.collaboratorNotCreator);
    const [existing] = await tx
      .select({ status: collaborations.status })
      .from(collaborations)
      .where(and(eq(collaborations.contentId, contentId), eq(collaborations.creatorId, creatorId)))
      .limit(1);
    if (existing && existing.status !== CollaborationStatus.declined) {
      throw invalidField('creator_id', EditorDescriptors.collaboratorDuplicate);
    }
    if (existing) {
      await tx
        .update(collaborations)
        .set({ status: CollaborationStatus.pending, createdAt: now })
        .where(and(eq(collaborations.contentId, contentId), eq(collaborations.creatorId, creatorId)));
    } else {
      await tx
        .insert(collaborations)
        .values({ contentId, creatorId, status: CollaborationStatus.pending, createdAt: now });
    }
    await notify(tx, {
      userId: creatorId,
      kind: 'collaboration-invite',
      objectType: 'content',
      objectId: contentId,
      data: { title: item.title, owner_id: ownerId },
    });
    return item;
  });
  return serializeStudioContent(deps.db, row, locale);
}

/** DELETE /api/content/:id/collaborators/:creatorId: the owner withdraws an invitation or removes a collaborator. */
export async function removeCollaborator(
  deps: Deps,
  ownerId: number,
  contentId: number,
  creatorId: number,
  locale: Locale,
): Promise<StudioContent> {
  const row = await deps.db.transaction(async (tx) => {
    const item = await findOwnContent(tx, ownerId, contentId, true);
    const removed = await tx
      .delete(collaborations)
      .where(and(eq(collaborations.contentId, contentId), eq(collaborations.creatorId, creatorId)))
      .returning({ creatorId: collaborations.creatorId });
    if (removed.length === 0) throw notFound();
    return item;
  });
  return serializeStudioContent(deps.db, row, locale);
}

/**
 * PUT /api/content/:id/collaboration/reply: only the invitee answers, and only a pending invitation
 * (422 on `status` otherwise); the owner is notified. No invitation (or a deleted item) → 404.
 */
export async function replyToCollaboration(
  deps: Deps,
  creatorId: number,
  contentId: number,
  status: typeof CollaborationStatus.accepted | typeof CollaborationStatus.declined,
): Promise<CollaborationReplyResult> {
  return deps.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ status: collaborations.status, ownerId: content.ownerId, title: content.title })
      .from(collaborations)
      .innerJoin(content, eq(content.id, collaborations.contentId))
      .where(
        and(
          eq(collaborations.contentId, contentId),
          eq(collaborations.creatorId, creatorId),
          isNull(content.deletedAt),
        ),
      )
      .for('update', { of: collaborations })
      .limit(1);
    if (!invitation) throw notFound();
    if (invitation.status !== CollaborationStatus.pending) {
      throw invalidField('status', EditorDescriptors.replyNotPending);
    }
    await tx
      .update(collaborations)
      .set({ status })
      .where(and(eq(collaborations.contentId, contentId), eq(collaborations.creatorId, creatorId)));
    await notify(tx, {
      userId: invitation.ownerId,
      kind: 'collaboration-reply',
      objectType: 'content',
      objectId: contentId,
      data: { title: invitation.title, creator_id: creatorId, status },
    });
    return { content_id: contentId, collaboration_status: status };
  });
}
