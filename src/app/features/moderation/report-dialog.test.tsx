import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { ReportDialog } from './report-dialog';

const get = vi.fn();
const post = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => true }));
const success = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { success: (...args: unknown[]) => success(...args), error: vi.fn() } }));

const types = [
  { id: 1, name: 'Spam' },
  { id: 6, name: 'Other' },
];

function open(onOpenChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <ReportDialog open onOpenChange={onOpenChange} target={{ type: 'content', id: 12 }} />
    </QueryClientProvider>,
  );
  return { onOpenChange, queryClient };
}

beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: types });
  post.mockReset().mockResolvedValue({ data: { id: 1 } });
  success.mockReset();
});

describe('ReportDialog', () => {
  it('tells a fan who already reported it before they type anything', async () => {
    get.mockImplementation((path: string) =>
      Promise.resolve(path === '/api/reports/mine' ? { data: { reported: true } } : { data: types }),
    );
    open();
    expect(await screen.findByText(/You have already reported this\./)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/reports/mine', expect.objectContaining({ query: 'type=content&id=12' }));
    expect(screen.queryByRole('button', { name: 'Other' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends any type but "other" at once, with an empty text, then closes with a confirmation', async () => {
    const { onOpenChange } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Spam' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(post).toHaveBeenCalledWith('/api/reports', {
      body: '',
      report_type_id: 1,
      target: { type: 'content', id: 12 },
    });
    expect(success).toHaveBeenCalledWith('Thank you. Your report has been sent.');
  });

  it('asks for 100 characters or more for "other" before sending', async () => {
    const { onOpenChange } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Other' }));
    const text = await screen.findByRole('textbox', { name: /Description/ });
    fireEvent.change(text, { target: { value: 'Too short.' } });
    // Errors show once the field is left (a real click on the button blurs it first).
    fireEvent.blur(text);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('The text must be at least 100 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    const long = 'x'.repeat(120);
    fireEvent.change(text, { target: { value: long } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(post).toHaveBeenCalledWith('/api/reports', {
      body: long,
      report_type_id: 6,
      target: { type: 'content', id: 12 },
    });
  });

  it('refreshes the reported item’s queries a second after the report', async () => {
    const { queryClient } = open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Spam' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(invalidate).not.toHaveBeenCalled();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['content'] }));
  });
});
