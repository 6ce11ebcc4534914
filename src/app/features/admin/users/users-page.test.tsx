import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/schemas/admin';
import { renderUi } from '@app/ui/test-utils';
import { UsersPage } from './users-page';

const get = vi.fn();
const put = vi.fn();
const post = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: {
    get: (...args: unknown[]) => get(...args),
    put: (...args: unknown[]) => put(...args),
    post: (...args: unknown[]) => post(...args),
  },
}));
vi.mock('@tanstack/react-router', () => ({ useSearch: () => ({}), useNavigate: () => vi.fn() }));

/** The server's copy of the one account listed: the list answers it as it is now. */
let mina: AdminUser;

beforeEach(() => {
  mina = {
    id: 7,
    email: 'mina@example.test',
    login: 'mina',
    name: 'Mina Park',
    kind: 'fan',
    creator_role: null,
    status: 'approved',
    email_verified_at: '2026-01-02T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
  };
  get
    .mockReset()
    .mockImplementation(() =>
      Promise.resolve({ data: [mina], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } }),
    );
  put.mockReset().mockImplementation((_path: string, body: { blocked: boolean }) => {
    mina = { ...mina, status: body.blocked ? 'blocked' : 'approved' };
    return Promise.resolve({ data: mina });
  });
  post.mockReset().mockImplementation((_path: string, body: { ids: number[]; action: string }) => {
    if (body.action === 'block') mina = { ...mina, status: 'blocked' };
    return Promise.resolve({ data: body.ids.map((id) => ({ id, ok: true })) });
  });
});

function open() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <UsersPage />
    </QueryClientProvider>,
  );
}

const row = () => screen.getByRole('row', { name: /Mina Park/ });

describe('UsersPage: block and unblock', () => {
  it('asks first, then blocks and unblocks through the API and shows the new status', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Block Mina Park' }));

    // Cancelling the confirmation changes nothing.
    const ask = await screen.findByRole('alertdialog', { name: 'Block Mina Park?' });
    expect(ask).toHaveTextContent('signed out on every device');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(put).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Block Mina Park' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Mina Park?' });
    // A block needs a reason: it is kept and told to the person when they try to sign in.
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await within(confirm).findByText('Tell the person why they are blocked.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.type(within(confirm).getByRole('textbox', { name: /Reason/ }), 'Spam in every chat.');
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(put).toHaveBeenCalledWith('/admin-api/users/7/toggle-block', {
      blocked: true,
      reason: 'Spam in every chat.',
    });
    expect(await within(row()).findByText('Blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(row()).getByRole('button', { name: 'Unblock Mina Park' }));
    const undo = await screen.findByRole('alertdialog', { name: 'Unblock Mina Park?' });
    await user.click(within(undo).getByRole('button', { name: 'Unblock' }));
    expect(put).toHaveBeenLastCalledWith('/admin-api/users/7/toggle-block', { blocked: false });
    expect(await within(row()).findByText('Approved')).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'Block Mina Park' })).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(2);
  });
});

describe('UsersPage: bulk block', () => {
  it('asks before blocking the selected accounts; cancelling sends nothing, confirming blocks them', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mina Park' }));
    const bulk = screen.getByRole('group', { name: 'Bulk actions' });

    await user.click(within(bulk).getByRole('button', { name: 'Block selected' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Block the selected accounts?' });
    expect(ask).toHaveTextContent('1 selected. They are signed out on every device');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
    expect(within(row()).getByText('Approved')).toBeInTheDocument();

    await user.click(within(bulk).getByRole('button', { name: 'Block selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block the selected accounts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(post).toHaveBeenCalledWith('/admin-api/users/bulk', { ids: [7], action: 'block' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await within(row()).findByText('Blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('approves the selected accounts at once: only blocking asks first', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mina Park' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(post).toHaveBeenCalledWith('/admin-api/users/bulk', { ids: [7], action: 'approve' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
