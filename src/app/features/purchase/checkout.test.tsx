import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceMessages } from '@shared/schemas/commerce';
import type { ContentResource } from '@shared/schemas/content';
import { ApiError } from '@app/platform/api';
import { renderUi } from '@app/ui/test-utils';
import { Checkout } from './checkout';
import { PaymentReturn } from './payment-return';

const post = vi.fn();
const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { post: (...args: unknown[]) => post(...args), put: (...args: unknown[]) => put(...args) },
}));

const item: ContentResource = {
  id: 42,
  type: 1,
  status: 1,
  title: 'Tap basics',
  description: '',
  price: { amount: 900, currency: 'EUR' },
  is_free: false,
  is_bought: false,
  is_own: false,
  user_id: 3,
  published_at: null,
  created_at: '2026-01-01T00:00:00Z',
  counts: { video_count: 1, additional_videos_count: 0 },
  deletion_reason: null,
} as ContentResource;

const assign = vi.fn();
beforeEach(() => {
  post.mockReset();
  put.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/en/purchase', search: '?content=42' });
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}

describe('Pay now', () => {
  it('starts one payment order however often it is clicked, and stays busy until the provider page opens', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWith(<Checkout item={item} cancelled={false} />);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.dblClick(pay);
    await userEvent.click(pay);
    answer({
      data: {
        approve_url: 'http://localhost/api/payments/test-checkout/T-1',
        provider: 'test',
        payment_intent_id: 'T-1',
      },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    await userEvent.click(pay);
    expect(post).toHaveBeenCalledOnce();
    // And should a second call get through anyway (another device click, a retry), the server answers the first.
    expect(post.mock.calls[0]![2]).toEqual({ headers: { 'Idempotency-Key': expect.stringMatching(/^\S{8,}$/) } });
  });

  it('keeps its key for a retry after a failure', async () => {
    post.mockRejectedValueOnce(new ApiError(503, 'The payment service is not available.', null));
    post.mockResolvedValue({
      data: {
        approve_url: 'http://localhost/api/payments/test-checkout/T-9',
        provider: 'test',
        payment_intent_id: 'T-9',
      },
    });
    renderWith(<Checkout item={item} cancelled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText('The payment could not be started. Try again in a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const keys = post.mock.calls.map(
      (call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it('tells the test checkout which page to come back to', async () => {
    post.mockResolvedValue({
      data: {
        approve_url: 'http://localhost/api/payments/test-checkout/T-2',
        provider: 'test',
        payment_intent_id: 'T-2',
      },
    });
    renderWith(<Checkout item={item} cancelled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.searchParams.get('return')).toBe('/en/purchase?content=42');
  });
});

/** The purchase page as it is: the item from the content query, refetched when a purchase changes it. */
function ReturnPage({ bought }: { bought: () => boolean }) {
  const content = useQuery({ queryKey: ['content', 42], queryFn: () => ({ ...item, is_bought: bought() }) });
  return content.data ? <PaymentReturn item={content.data} paymentId="T-3" /> : null;
}

describe('coming back after approving in a second tab', () => {
  it('shows one clear state: the item is yours, nothing about it being locked', async () => {
    let owned = false;
    put.mockImplementation(() => {
      // The other tab captured first; this order lapses and the server says the fan has it already.
      owned = true;
      return Promise.reject(
        new ApiError(422, CommerceMessages.alreadyBought, null, [
          { field: 'content_id', errors: [CommerceMessages.alreadyBought] },
        ]),
      );
    });
    renderWith(<ReturnPage bought={() => owned} />);
    expect(await screen.findByText('You already have this item.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the item' })).toHaveAttribute('href', '/en/content/42');
    expect(screen.queryByText(/still locked/)).toBeNull();
    expect(screen.queryByText(CommerceMessages.alreadyBought)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('still explains a real refusal with a way to try again', async () => {
    put.mockRejectedValue(
      new ApiError(422, CommerceMessages.paymentDeclined, null, [
        { field: 'payment_intent_id', errors: [CommerceMessages.paymentDeclined] },
      ]),
    );
    renderWith(<ReturnPage bought={() => false} />);
    expect(await screen.findByText(CommerceMessages.paymentDeclined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });
});
