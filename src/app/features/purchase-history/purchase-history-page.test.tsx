import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/platform/api/api-error';
import { renderUi } from '@app/ui/test-utils';
import type { HistorySearch } from './history-search';
import { PurchaseHistoryPage } from './purchase-history-page';

const get = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));
const state: { search: HistorySearch } = { search: {} };
const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({
  useSearch: () => state.search,
  useNavigate: () => navigate,
}));

const empty = { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } };

function open(search: HistorySearch = {}) {
  state.search = search;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <PurchaseHistoryPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  navigate.mockReset();
});

describe('PurchaseHistoryPage', () => {
  it('asks for refunds only when the address says so, and offers the way back to everything', async () => {
    get.mockResolvedValue(empty);
    open({ kind: 'refunds', page: 2 });
    expect(await screen.findByRole('heading', { name: 'No refunds' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/transactions', expect.objectContaining({}));
    expect(decodeURIComponent(get.mock.calls[0]![1].query as string)).toBe(
      'page=2&limit=20&sort=-created_at&filter[kind]=refund',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all payments' }));
    expect(navigate).toHaveBeenCalledWith({ search: {} });
  });

  it('sends someone with no purchases to browse content', async () => {
    get.mockResolvedValue(empty);
    open();
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse content' })).toHaveAttribute('href', '/en');
    expect(decodeURIComponent(get.mock.calls[0]![1].query as string)).toBe('limit=20&sort=-created_at');
  });

  it('narrows to purchases from the switch, in the address', async () => {
    get.mockResolvedValue(empty);
    open();
    await screen.findByRole('heading', { name: 'No purchases yet' });
    expect(screen.getByRole('radiogroup', { name: 'Show' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Purchases', { selector: 'span' }));
    expect(navigate).toHaveBeenCalledWith({ search: { kind: 'purchases' } });
  });

  it('says when the list could not be loaded and loads it again on request', async () => {
    get.mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', undefined)).mockResolvedValueOnce(empty);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('marks the order a notification opened by its number', async () => {
    const row = (id: number, order: number | null) => ({
      id,
      kind: 'purchase',
      amount: { amount: 500, currency: 'USD' },
      refundable: null,
      refunded: { amount: 0, currency: 'USD' },
      order_id: order,
      subscription_id: null,
      payout_id: null,
      refund_of: null,
      content: { id: id + 100, title: `Item ${id}` },
      buyer: null,
      creator: null,
      provider: 'test',
      created_at: '2026-03-01T09:05:00.000Z',
    });
    get.mockResolvedValue({ data: [row(7, 6), row(8, 9)], meta: { ...empty.meta, total: 2 } });
    open({ order: 6 });
    const marked = await screen.findByText('Order 6');
    expect(marked.closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Order 9').closest('li')).not.toHaveAttribute('aria-current');
  });
});
