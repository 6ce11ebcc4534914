import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { CommunitiesPage } from './communities-page';
import type * as Session from '@app/platform/session';

const get = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));
// Partial: the features this page imports through their index load whole, and some use the rest at load time.
vi.mock('@app/platform/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  useIsSignedIn: () => true,
  useProfile: () => ({ data: null }),
}));
vi.mock('@tanstack/react-router', () => ({ useSearch: () => ({}), useNavigate: () => vi.fn() }));

const community = {
  id: 50,
  type: 50,
  title: 'Tap crew',
  price: { amount: 500, currency: 'USD' },
  is_free: false,
  is_bought: true,
  is_own: false,
  cover: null,
};
const membership = {
  id: 3,
  content_id: 50,
  title: 'Tap crew',
  price: { amount: 500, currency: 'USD' },
  status: 'active',
  current_period_end: '2026-12-20T00:00:00.000Z',
};

beforeEach(() =>
  get
    .mockReset()
    .mockImplementation((path: unknown) =>
      Promise.resolve(
        String(path).includes('subscriptions')
          ? { data: [membership] }
          : { data: [community], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } },
      ),
    ),
);

describe('CommunitiesPage', () => {
  it('lists a joined community once, with its membership state', async () => {
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CommunitiesPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Renews on /)).toBeInTheDocument();
    expect(screen.getAllByText('Tap crew')).toHaveLength(1);
  });
});
