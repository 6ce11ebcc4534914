import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { EditorMessages, type StudioListItem } from '@shared/schemas/content-editor';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { InvitationReply } from './invitation-reply';

const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { put: (...args: unknown[]) => put(...args) },
}));
const success = vi.fn();
const failure = vi.fn();
vi.mock('@app/ui/toaster', () => ({
  toast: { success: (...args: unknown[]) => success(...args), error: (...args: unknown[]) => failure(...args) },
}));

const item: StudioListItem = {
  id: 12,
  type: ContentType.publicClass,
  status: ContentStatus.published,
  title: 'Waacking night',
  price: { amount: 0, currency: 'USD' },
  cover: null,
  published_at: null,
  auto_publish_at: null,
  archived_at: null,
  deleted_at: null,
  deletion_reason: null,
  updated_at: '2026-03-01T10:00:00Z',
  owner: { id: 3, login: 'rina', name: 'Rina', avatar: null, role: 3, is_blocked: false },
  collaboration_status: 0,
  next_meeting_at: null,
};

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <InvitationReply item={item} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  put.mockReset().mockResolvedValue({ data: { content_id: 12, collaboration_status: 1 } });
  success.mockReset();
  failure.mockReset();
});

describe('InvitationReply', () => {
  it('accepts with status 1 and confirms', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation to “Waacking night”' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation accepted.'));
    expect(put).toHaveBeenCalledWith('/api/content/12/collaboration/reply', { status: 1 });
  });

  it('declines with status 2 and confirms', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Decline the invitation to “Waacking night”' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation declined.'));
    expect(put).toHaveBeenCalledWith('/api/content/12/collaboration/reply', { status: 2 });
  });

  it('says why the server refused (already answered)', async () => {
    put.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', null, [
        { field: 'status', errors: [EditorMessages.replyNotPending] },
      ]),
    );
    show();
    fireEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('This invitation was already answered.'));
    expect(success).not.toHaveBeenCalled();
  });
});
