import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { allowedActions } from '@shared/content-lifecycle';
import type { StudioContent } from '@shared/schemas/content-editor';
import { renderUi } from '@app/ui/test-utils';
import { LifecyclePanel } from './lifecycle-panel';

function item(status: ContentStatus, extra: Partial<StudioContent> = {}): StudioContent {
  const state = { status, archivedAt: null, deletedAt: null, autoPublishAt: null };
  return {
    id: 4,
    type: ContentType.tutorialSkills,
    status,
    title: 'Turn drills',
    description: '',
    price: { amount: 0, currency: 'USD' },
    price_text: '0',
    details: {},
    published_at: null,
    auto_publish_at: null,
    archived_at: null,
    deleted_at: null,
    deletion_reason: null,
    block_reason: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    needs_review: false,
    steps: [],
    actions: allowedActions(state),
    missing: [],
    media: [],
    tags: [],
    meetings: [],
    collaborators: [],
    subscription_content: [],
    ...extra,
  };
}

const show = (content: StudioContent) =>
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <LifecyclePanel content={content} />
    </QueryClientProvider>,
  );

describe('LifecyclePanel', () => {
  it('offers no publishing to a published item (no disabled "Publish now" or "Schedule…")', () => {
    show(item(ContentStatus.published));
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
  });

  it('offers publishing to a draft', () => {
    show(item(ContentStatus.draft));
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeTruthy();
  });

  it('says why a moderator blocked the item', () => {
    show(item(ContentStatus.blocked, { block_reason: 'The music is not cleared.' }));
    expect(screen.getByText('A moderator blocked this item. The reason: The music is not cleared.')).toBeTruthy();
  });
});
