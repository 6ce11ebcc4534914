import { describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import type { StudioListItem } from '@shared/schemas/content-editor';
import { dashboardGroups } from './dashboard-groups';

let next = 1;
const item = (status: ContentStatus, flags: Partial<StudioListItem> = {}): StudioListItem => ({
  id: next++,
  type: ContentType.tutorialSkills,
  status,
  title: `Item ${next}`,
  price: { amount: 0, currency: 'USD' },
  cover: null,
  published_at: null,
  auto_publish_at: null,
  archived_at: null,
  deleted_at: null,
  deletion_reason: null,
  updated_at: '2026-03-01T00:00:00Z',
  owner: { id: 1, login: 'me', name: 'Me', avatar: null, role: 3, is_blocked: false },
  collaboration_status: null,
  next_meeting_at: null,
  ...flags,
});

describe('dashboardGroups', () => {
  it('sorts items into drafts, on review and videos needing attention', () => {
    const draft = item(ContentStatus.draft);
    const review = item(ContentStatus.onReview);
    const processing = item(ContentStatus.processing);
    const failed = item(ContentStatus.transcodingFailed);
    const published = item(ContentStatus.published);
    const groups = dashboardGroups([draft, review, processing, failed, published]);
    expect(groups.drafts).toEqual([draft]);
    expect(groups.onReview).toEqual([review]);
    expect(groups.videos).toEqual([processing, failed]);
  });

  it('leaves archived and trashed items out', () => {
    const groups = dashboardGroups([
      item(ContentStatus.draft, { archived_at: '2026-03-01T00:00:00Z' }),
      item(ContentStatus.draft, { deleted_at: '2026-03-01T00:00:00Z' }),
    ]);
    expect(groups.drafts).toEqual([]);
  });
});
