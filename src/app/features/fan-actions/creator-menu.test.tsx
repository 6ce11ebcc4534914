import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { CreatorMenu } from './creator-menu';

const get = vi.fn();
const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), put: (...args: unknown[]) => put(...args) },
}));
vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => true }));
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const aya = { id: 9, login: 'aya', name: 'Aya', avatar: null, role: null, is_blocked: false };

beforeEach(() => {
  get.mockReset().mockResolvedValue({
    data: { id: 9, followers_count: 1, is_followed: false, is_blocked_by_viewer: false },
  });
  put.mockReset().mockResolvedValue({ data: { id: 9, is_blocked: true } });
});

describe('CreatorMenu', () => {
  it("links the creator's page and blocks them after a confirmation, then offers Unblock", async () => {
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <CreatorMenu creator={aya} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(get).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'More about Aya' }));
    expect(await screen.findByRole('menuitem', { name: "Go to Aya's page" })).toHaveAttribute(
      'href',
      '/en/creator/aya',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Block Aya' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Aya?' });
    expect(put).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/blocked/toggle', { id: 9, type: 'user', blocked: true }),
    );
    await user.click(screen.getByRole('button', { name: 'More about Aya' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock Aya' })).toBeInTheDocument();
  });
});
