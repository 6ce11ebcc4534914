import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { FollowButton } from './follow-button';

const get = vi.fn();
const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), put: (...args: unknown[]) => put(...args) },
}));
vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => true }));

function open(followed: boolean) {
  get.mockResolvedValue({ data: { id: 9, followers_count: 1, is_followed: followed, is_blocked_by_viewer: false } });
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <FollowButton creatorId={9} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  put.mockReset().mockResolvedValue({ data: { id: 9, is_followed: false } });
});

describe('FollowButton', () => {
  it('says "Following" for a followed creator, and how to unfollow', async () => {
    open(true);
    const button = await screen.findByRole('button', { name: 'Following' });
    expect(button).toHaveAccessibleDescription('Press to unfollow');
    expect(screen.getByText('Press to unfollow')).toBeVisible();
    await userEvent.setup().click(button);
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/follow/toggle', { id: 9, follow: false }));
  });

  it('says "Follow" for a creator not followed yet', async () => {
    open(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(screen.queryByText('Press to unfollow')).toBeNull();
  });
});
