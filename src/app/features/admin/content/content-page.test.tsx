import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { ContentPage } from './content-page';

const row = {
  id: 5,
  title: 'Turn drills',
  type: 5,
  status: 4,
  price: { amount: 0, currency: 'USD' },
  owner: { id: 2, name: 'Gia Maker', login: 'gia', avatar: null, role: 3, is_blocked: false },
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  published_at: null,
  archived_at: null,
  deleted_at: null,
  deletion_reason: null,
};
const get = vi.fn(() =>
  Promise.resolve({ data: [row], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } }),
);
const post = vi.fn(() => Promise.resolve({ data: [{ id: 5, ok: true }] }));
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: () => get(), post: (...args: unknown[]) => post(...(args as [])) },
}));
vi.mock('@tanstack/react-router', () => ({ useSearch: () => ({}), useNavigate: () => vi.fn() }));

function openPage() {
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContentPage />
    </QueryClientProvider>,
  );
}

describe('ContentPage: bulk actions', () => {
  it('blocks the selected items with the reason asked first, and not without one', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Turn drills' }));
    const bulk = screen.getByRole('group', { name: 'Bulk actions' });
    await user.click(within(bulk).getByRole('button', { name: 'Block selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block 1 selected item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Copyright claim');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin-api/content/bulk', {
        ids: [5],
        action: 'block',
        reason: 'Copyright claim',
      }),
    );
  });

  it('approves the selected items in one request', async () => {
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContentPage />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Turn drills' }));
    const bulk = screen.getByRole('group', { name: 'Bulk actions' });
    await user.click(within(bulk).getByRole('button', { name: 'Approve selected' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin-api/content/bulk', { ids: [5], action: 'approve' }));
  });
});
