import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatorPage } from '@shared/schemas/content';
import type { FollowersCount } from '@shared/schemas/fan';
import { renderUi } from '@app/ui/test-utils';
import { CreatorLayout } from './creator-layout';
import type * as Session from '@app/platform/session';

const get = vi.fn();
const put = vi.fn();
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), put: (...args: unknown[]) => put(...args) },
}));
// Partial: the features this page imports through their index load whole, and some use the rest at load time.
vi.mock('@app/platform/session', async (importOriginal) => ({
  ...(await importOriginal<typeof Session>()),
  useIsSignedIn: () => true,
  useProfile: () => ({ data: { id: 1, permissions: ['user-access', 'sign-in-access'] } }),
}));
vi.mock('@app/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({
  useParams: () => ({ login: 'aya' }),
  useLocation: ({ select }: { select: (l: { pathname: string }) => string }) => select({ pathname: '/en/creator/aya' }),
  Outlet: () => <p>Aya has not published anything yet.</p>,
  Navigate: () => null,
  useNavigate: () => vi.fn(),
  Link: ({ children }: { children: ReactNode }) => <a href="/en">{children}</a>,
}));

const creator = {
  id: 9,
  login: 'aya',
  name: 'Aya',
  avatar: null,
  role: 3,
  is_blocked: false,
  bio: '',
  counts: { content: 0, by_type: {} },
} as unknown as CreatorPage;

function open(relation: { blocked: boolean; followed: boolean }) {
  const state: FollowersCount = {
    id: 9,
    followers_count: 4,
    is_followed: relation.followed,
    is_blocked_by_viewer: relation.blocked,
  };
  get.mockImplementation((path: string) =>
    Promise.resolve(
      path.endsWith('/followers-count')
        ? { data: state }
        : { data: { ...creator, is_blocked_by_viewer: state.is_blocked_by_viewer } },
    ),
  );
  put.mockImplementation((_path: string, body: { blocked: boolean }) => {
    state.is_blocked_by_viewer = body.blocked;
    return Promise.resolve({ data: { id: 9, is_blocked: body.blocked } });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <CreatorLayout />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
});

describe('CreatorLayout', () => {
  it('blocks the creator from their page after a confirmation, and then says so with Unblock', async () => {
    open({ blocked: false, followed: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Aya?' });
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'You blocked Aya' })).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/blocked/toggle', { id: 9, type: 'user', blocked: true });
    expect(screen.queryByText('Aya has not published anything yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('shows a blocked creator as blocked, not as "nothing published" with Follow pressed, and unblocks', async () => {
    open({ blocked: true, followed: true });
    expect(await screen.findByRole('heading', { name: 'You blocked Aya' })).toBeInTheDocument();
    expect(screen.queryByText('Aya has not published anything yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Aya has not published anything yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument());
  });
});
