import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { renderUi } from '@app/ui/test-utils';
import { CommunityMembership } from './community-membership';

const get = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn() },
}));
vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => true, useProfile: () => ({ data: null }) }));

const community = {
  id: 50,
  type: 50,
  title: 'Tap crew',
  price: { amount: 500, currency: 'USD' },
  is_free: false,
  is_bought: false,
  is_own: false,
  availableSubscribedContent: [],
} as unknown as ContentResource;

function open(item: ContentResource) {
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommunityMembership item={item} />
    </QueryClientProvider>,
  );
}

beforeEach(() => get.mockReset().mockResolvedValue({ data: [], meta: { total: 0 } }));

describe('CommunityMembership', () => {
  it('does not offer a community the fan already holds for sale again', async () => {
    open({ ...community, is_bought: true });
    expect(await screen.findByRole('heading', { name: 'You are a member' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Join for/ })).toBeNull();
  });

  it('offers joining to a fan who is not a member', async () => {
    open(community);
    expect(await screen.findByRole('button', { name: 'Join for $5.00 a month' })).toBeInTheDocument();
  });
});
