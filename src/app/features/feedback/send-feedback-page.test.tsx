import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { SendFeedbackPage } from './send-feedback-page';

const get = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn() },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

function open(holding: { is_bought: boolean; is_own: boolean }) {
  get.mockImplementation((path: unknown) =>
    Promise.resolve(
      String(path).endsWith('/feedback')
        ? { data: [] }
        : { data: { id: 5, type: 7, title: 'Feedback on your routine', is_free: false, ...holding } },
    ),
  );
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SendFeedbackPage contentId={5} />
    </QueryClientProvider>,
  );
}

beforeEach(() => get.mockReset());

describe('SendFeedbackPage', () => {
  it('says a purchase is needed before offering the upload, not after it', async () => {
    open({ is_bought: false, is_own: false });
    expect(await screen.findByText(/Buy this feedback service before you send a video/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the service' })).toHaveAttribute('href', '/en/content/5');
    expect(screen.queryByText('Your video')).toBeNull();
  });

  it('offers the upload to a fan who bought the service', async () => {
    open({ is_bought: true, is_own: false });
    expect(await screen.findByRole('button', { name: 'Send for feedback' })).toBeInTheDocument();
    expect(screen.queryByText(/Buy this feedback service/)).toBeNull();
  });
});
