import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { MessageButton } from './message-button';

const get = vi.fn();
const post = vi.fn();
const navigate = vi.fn();
let viewer: { id: number; kind: 'fan' | 'creator' } | null = { id: 1, kind: 'fan' };
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
vi.mock('@app/platform/page/use-site-session', () => ({ useSiteProfile: () => viewer }));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => navigate,
  useLocation: () => '/en/creator/aya',
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="/en/sign-in/form" className={className}>
      {children}
    </a>
  ),
}));

function open(allowed: boolean) {
  get.mockResolvedValue({ data: { user_id: 9, allowed } });
  renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MessageButton creator={{ id: 9, name: 'Aya' }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  viewer = { id: 1, kind: 'fan' };
  get.mockReset();
  post.mockReset().mockResolvedValue({ data: { id: 42 } });
  navigate.mockReset();
});

describe('MessageButton', () => {
  it('opens the direct conversation when the viewer may message the creator', async () => {
    open(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Message' }));
    expect(get).toHaveBeenCalledWith('/api/users/9/may-message', expect.anything());
    expect(post).toHaveBeenCalledWith('/api/chat/conversations', { user_ids: [9] });
    expect(navigate).toHaveBeenCalledWith({ to: '/en/account/direct/42' });
  });

  it('tells a fan the rule instead of refusing in silence', async () => {
    open(false);
    const button = await screen.findByRole('button', { name: 'Message' });
    expect(
      await screen.findByText('You can message Aya once you follow them or buy something from them.'),
    ).toBeVisible();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('You can message Aya once you follow them or buy something from them.');
    await userEvent.click(button);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a visitor to sign in first', () => {
    viewer = null;
    open(true);
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/en/sign-in/form');
    expect(get).not.toHaveBeenCalled();
  });
});
