import { describe, expect, it } from 'vitest';
import { ContentStatus as S } from './codes';
import { LifecycleMessages as M, allowedActions, whyNot, type LifecycleState } from './content-lifecycle';

const state = (over: Partial<LifecycleState> = {}): LifecycleState => ({
  status: S.draft,
  archivedAt: null,
  deletedAt: null,
  autoPublishAt: null,
  ...over,
});

describe('whyNot', () => {
  it('publishes drafts and failed transcodes only, never archived or deleted items', () => {
    expect(whyNot('publish', state())).toBeNull();
    expect(whyNot('autoPublish', state({ status: S.transcodingFailed }))).toBeNull();
    expect(whyNot('publish', state({ status: S.published }))).toBe(M.alreadyPublished);
    expect(whyNot('publish', state({ status: S.processing }))).toBe(M.processing);
    expect(whyNot('publish', state({ status: S.onReview }))).toBe(M.onReview);
    expect(whyNot('publish', state({ status: S.blocked }))).toBe(M.blocked);
    expect(whyNot('publish', state({ archivedAt: new Date() }))).toBe(M.archived);
    expect(whyNot('publish', state({ deletedAt: '2030-01-01T00:00:00Z' }))).toBe(M.deleted);
  });

  it('archives, un-archives, deletes and restores by the flags, keeping the status', () => {
    expect(whyNot('archive', state({ status: S.published }))).toBeNull();
    expect(whyNot('archive', state({ archivedAt: new Date() }))).toBe(M.archived);
    expect(whyNot('unarchive', state())).toBe(M.notArchived);
    expect(whyNot('unarchive', state({ archivedAt: new Date() }))).toBeNull();
    expect(whyNot('delete', state({ status: S.blocked }))).toBeNull();
    expect(whyNot('delete', state({ deletedAt: new Date() }))).toBe(M.deleted);
    expect(whyNot('restore', state())).toBe(M.notDeleted);
    expect(whyNot('restore', state({ deletedAt: new Date() }))).toBeNull();
  });

  it('edits anything but deleted or blocked items; cancels only a scheduled draft', () => {
    expect(whyNot('edit', state({ status: S.published }))).toBeNull();
    expect(whyNot('edit', state({ status: S.blocked }))).toBe(M.blocked);
    expect(whyNot('edit', state({ deletedAt: new Date() }))).toBe(M.deleted);
    expect(whyNot('cancelAutoPublish', state())).toBe(M.notScheduled);
    expect(whyNot('cancelAutoPublish', state({ autoPublishAt: new Date() }))).toBeNull();
  });

  it('lets the admin approve what is on review, block and unblock', () => {
    expect(whyNot('approve', state({ status: S.onReview }))).toBeNull();
    expect(whyNot('approve', state())).toBe(M.notOnReview);
    expect(whyNot('block', state({ status: S.blocked }))).toBe(M.blocked);
    expect(whyNot('unblock', state({ status: S.published }))).toBe(M.notBlocked);
    expect(whyNot('unblock', state({ status: S.blocked }))).toBeNull();
  });

  it('gives every action its verdict at once', () => {
    const verdicts = allowedActions(state({ status: S.published }));
    expect(verdicts.publish).toBe(M.alreadyPublished);
    expect(verdicts.archive).toBeNull();
    expect(Object.keys(verdicts)).toHaveLength(11);
  });
});
