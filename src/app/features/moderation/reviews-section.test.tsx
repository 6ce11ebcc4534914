import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@shared/schemas/reviews';
import { renderUi } from '@app/ui/test-utils';
import { ReviewsSection } from './reviews-section';

const get = vi.fn();
const put = vi.fn();
const del = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: {
    get: (...args: unknown[]) => get(...args),
    put: (...args: unknown[]) => put(...args),
    delete: (...args: unknown[]) => del(...args),
    post: vi.fn(),
  },
}));
vi.mock('@app/platform/session', () => ({
  useIsSignedIn: () => true,
  useProfile: () => ({ data: { id: 2, permissions: ['user-access', 'sign-in-access'] } }),
}));
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const mine: Review = {
  id: 70,
  title: 'Great class',
  body: 'Learned a lot.',
  rating: 4,
  target: { type: 'content', id: 12 },
  author: { id: 2, login: 'fan', name: 'Fan', avatar: null, role: null, is_blocked: false },
  created_at: '2026-03-01T09:05:00.000Z',
};

const other: Review = {
  ...mine,
  id: 71,
  title: 'Loved it',
  author: { ...mine.author, id: 3, login: 'other', name: 'Other' },
};

function open(own: Review | null, others: Review[] = []) {
  get.mockImplementation((_path: string, options: { query: string }) => {
    const ownQuery = decodeURIComponent(options.query).includes('filter[author_id]=2');
    const data = ownQuery ? (own ? [own] : []) : [...(own ? [own] : []), ...others];
    return Promise.resolve({ data, meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 } });
  });
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReviewsSection target={{ type: 'content', id: 12 }} canReview />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  put.mockReset().mockResolvedValue({ data: mine });
  del.mockReset().mockResolvedValue({ data: { id: 70 } });
});

describe('ReviewsSection', () => {
  it('offers "Write a review" to a fan who has not written one', async () => {
    open(null);
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('heading', { name: 'Your review' })).toBeNull();
  });

  it('shows "Your review" to edit or delete once written, instead of "Write a review"', async () => {
    const user = userEvent.setup();
    open(mine);
    const own = await screen.findByRole('region', { name: 'Your review' });
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();

    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Great class');
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/reviews/70', { title: 'Great class', body: 'Learned a lot.', rating: 4 }),
    );

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/reviews/70'));
  });

  it('shows the fan’s own review once, above the others', async () => {
    open(mine, [other]);
    await screen.findByRole('region', { name: 'Your review' });
    await screen.findByText('Loved it');
    expect(screen.getAllByText('Great class')).toHaveLength(1);
  });
});
