import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { CrudPage } from './crud-page';

const get = vi.fn();
const del = vi.fn();
const post = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: {
    get: (...args: unknown[]) => get(...args),
    post: (...args: unknown[]) => post(...args),
    delete: (...args: unknown[]) => del(...args),
  },
}));
vi.mock('@tanstack/react-router', () => ({ useSearch: () => ({}), useNavigate: () => vi.fn() }));

beforeEach(() => {
  get.mockReset().mockResolvedValue({
    data: [{ id: 3, name: 'Waacking', names: {} }],
    meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 },
  });
  del.mockReset().mockResolvedValue(undefined);
  post.mockReset().mockResolvedValue({ data: { id: 4, name: 'Krump', names: {} } });
});

describe('CrudPage: deleting a row', () => {
  it("asks in the app's own dialog, never the browser's, and deletes only when confirmed", async () => {
    const browserConfirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CrudPage resource="genres" />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Waacking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Waacking?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(del).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Waacking' }));
    await screen.findByRole('alertdialog', { name: 'Delete Waacking?' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/admin-api/crud/genres/3'));
    expect(browserConfirm).not.toHaveBeenCalled();
  });
});

describe('CrudPage: adding a row', () => {
  it('checks the name with the shared schema before sending: an empty one is refused under its field', async () => {
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CrudPage resource="genres" />
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Delete Waacking' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /English name/ })).toHaveAccessibleDescription(/Give a name\./),
    );
    expect(post).not.toHaveBeenCalled();
  });
});
