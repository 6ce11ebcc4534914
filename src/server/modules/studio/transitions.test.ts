import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { LifecycleMessages as M } from '@shared/content-lifecycle';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp } from '@tests/support/harness';
import { collaborations, content, contentMedia } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent } from '../content/testing';
import { call } from '../fan/testing';

/**
 * Every creator action from every place an item can be, through the HTTP routes: an action the
 * lifecycle forbids is a 422 on `status` with the reason and leaves the row and its media as they were;
 * an allowed one answers 200. The table is written out here rather than derived from `whyNot`, so a
 * change to the rule itself has to be made twice on purpose.
 */
let t: TestApp;
let owner: { id: number; token: string };
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.deps, { kind: 'creator' });
  owner = { id: user.id, token: await tokenFor(t.deps, user.id, 'api') };
  const other = await createUser(t.deps, { kind: 'creator' });
  stranger = await tokenFor(t.deps, other.id, 'api');
});
afterAll(() => t.close());

const states = [
  'draft',
  'scheduled',
  'processing',
  'published',
  'onReview',
  'blocked',
  'failed',
  'archived',
  'trashed',
] as const;
type State = (typeof states)[number];

const actions = ['publish', 'autoPublish', 'cancelAutoPublish', 'archive', 'unarchive', 'delete', 'restore', 'edit'];
type Action = (typeof actions)[number];

/** null = allowed; otherwise the reason the API must give. */
const expected: Record<State, Record<Action, string | null>> = {
  draft: {
    publish: null,
    autoPublish: null,
    cancelAutoPublish: M.notScheduled,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  scheduled: {
    publish: null,
    autoPublish: null,
    cancelAutoPublish: null,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  processing: {
    publish: M.processing,
    autoPublish: M.processing,
    cancelAutoPublish: M.notScheduled,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  published: {
    publish: M.alreadyPublished,
    autoPublish: M.alreadyPublished,
    cancelAutoPublish: M.notScheduled,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  onReview: {
    publish: M.onReview,
    autoPublish: M.onReview,
    cancelAutoPublish: M.notScheduled,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  blocked: {
    publish: M.blocked,
    autoPublish: M.blocked,
    cancelAutoPublish: M.notScheduled,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: M.blocked,
  },
  failed: {
    publish: null,
    autoPublish: null,
    cancelAutoPublish: M.notScheduled,
    archive: null,
    unarchive: M.notArchived,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  archived: {
    publish: M.archived,
    autoPublish: M.archived,
    cancelAutoPublish: M.notScheduled,
    archive: M.archived,
    unarchive: null,
    delete: null,
    restore: M.notDeleted,
    edit: null,
  },
  trashed: {
    publish: M.deleted,
    autoPublish: M.deleted,
    cancelAutoPublish: M.deleted,
    archive: M.deleted,
    unarchive: M.deleted,
    delete: M.deleted,
    restore: null,
    edit: M.deleted,
  },
};

const statusOf: Record<State, ContentStatus> = {
  draft: ContentStatus.draft,
  scheduled: ContentStatus.draft,
  processing: ContentStatus.processing,
  published: ContentStatus.published,
  onReview: ContentStatus.onReview,
  blocked: ContentStatus.blocked,
  failed: ContentStatus.transcodingFailed,
  archived: ContentStatus.published,
  trashed: ContentStatus.draft,
};

/** Footage with a cover and a ready main video (all that publishing needs), put in `state`. */
async function itemIn(state: State) {
  const status = statusOf[state];
  const item = await createContent(t.deps, owner.id, {
    type: ContentType.footage,
    status,
    ...(state === 'archived' && { archivedAt: new Date() }),
    ...(state === 'trashed' && { deletedAt: new Date(), deletionReason: 'Old' }),
  });
  if (state === 'scheduled') {
    await t.deps.db
      .update(content)
      .set({ autoPublishAt: new Date(Date.now() + 86_400_000) })
      .where(eq(content.id, item.id));
  }
  await attachMedia(t.deps, item, 'cover');
  await attachMedia(t.deps, item, 'video');
  return item.id;
}

function perform(action: Action, id: number, token = owner.token) {
  const path = `/api/content/${id}`;
  switch (action) {
    case 'publish':
      return call(t, 'PUT', `${path}/publish`, token);
    case 'autoPublish':
      return call(t, 'PUT', `${path}/auto-publish`, token, {
        publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
    case 'cancelAutoPublish':
      return call(t, 'DELETE', `${path}/auto-publish`, token);
    case 'archive':
      return call(t, 'PUT', `${path}/archivate`, token);
    case 'unarchive':
      return call(t, 'PUT', `${path}/un-archivate`, token);
    case 'delete':
      return call(t, 'DELETE', path, token, { id, deletion_reason: 'Not needed' });
    case 'restore':
      return call(t, 'PUT', `${path}/restore`, token);
    default:
      return call(t, 'PATCH', path, token, { step: 'general-info', title: 'Edited title' });
  }
}

const snapshot = async (id: number) => ({
  row: (await t.deps.db.select().from(content).where(eq(content.id, id)))[0],
  media: await t.deps.db.select().from(contentMedia).where(eq(contentMedia.contentId, id)),
});

describe('every lifecycle action from every state', () => {
  for (const state of states) {
    it(`from ${state}: refusals are 422 with the reason and change nothing; allowed actions go through`, async () => {
      for (const action of actions) {
        const id = await itemIn(state);
        const before = await snapshot(id);
        const res = await perform(action, id);
        const reason = expected[state][action];
        const label = `${action} from ${state}`;
        if (reason === null) {
          expect(res.status, label).toBe(200);
          continue;
        }
        expect(res.status, label).toBe(422);
        expect(fieldErrors(await body<ErrorBody>(res), 'status'), label).toEqual([reason]);
        expect(await snapshot(id), label).toEqual(before);
      }
    });
  }

  it('each allowed action lands where the spec says', async () => {
    const outcome = async (state: State, action: Action) => {
      const id = await itemIn(state);
      expect((await perform(action, id)).status, `${action} from ${state}`).toBe(200);
      return (await snapshot(id)).row!;
    };
    expect(await outcome('draft', 'publish')).toMatchObject({ status: ContentStatus.published });
    expect(await outcome('scheduled', 'publish')).toMatchObject({ status: ContentStatus.published });
    expect(await outcome('failed', 'publish')).toMatchObject({ status: ContentStatus.published });
    expect((await outcome('draft', 'autoPublish')).autoPublishAt).not.toBeNull();
    expect(await outcome('failed', 'autoPublish')).toMatchObject({ status: ContentStatus.draft });
    expect(await outcome('scheduled', 'cancelAutoPublish')).toMatchObject({ autoPublishAt: null });
    // Archive and trash are flags: the status underneath is kept, and comes back unchanged.
    expect(await outcome('onReview', 'archive')).toMatchObject({ status: ContentStatus.onReview });
    expect((await outcome('scheduled', 'archive')).autoPublishAt).toBeNull();
    expect(await outcome('archived', 'unarchive')).toMatchObject({
      status: ContentStatus.published,
      archivedAt: null,
    });
    expect(await outcome('blocked', 'delete')).toMatchObject({
      status: ContentStatus.blocked,
      deletionReason: 'Not needed',
    });
    expect(await outcome('trashed', 'restore')).toMatchObject({
      status: ContentStatus.draft,
      deletedAt: null,
      deletionReason: null,
    });
    expect(await outcome('published', 'edit')).toMatchObject({
      status: ContentStatus.published,
      title: 'Edited title',
    });
  });

  it('someone else’s item is 404 for every action, whatever its state, and stays as it was', async () => {
    for (const state of states) {
      const id = await itemIn(state);
      const before = await snapshot(id);
      for (const action of actions) {
        expect((await perform(action, id, stranger)).status, `${action} from ${state}`).toBe(404);
      }
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it('inviting a collaborator follows the edit rule: refused on a trashed or blocked item, with the reason', async () => {
    const invitee = await createUser(t.deps, { kind: 'creator' });
    for (const state of ['trashed', 'blocked'] as const) {
      const id = await itemIn(state);
      const res = await call(t, 'POST', `/api/content/${id}/collaborators`, owner.token, { creator_id: invitee.id });
      expect(res.status, state).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'status'), state).toEqual([expected[state].edit]);
      expect(await countRows(t, collaborations, eq(collaborations.contentId, id)), state).toBe(0);
    }
  });
});
