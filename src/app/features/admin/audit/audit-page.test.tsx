import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { AuditPage } from './audit-page';

const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 } });
const get = vi.fn((path: string) =>
  Promise.resolve(
    path === '/admin-api/users'
      ? page([{ id: 12, name: 'Ada Admin', email: 'ada@example.test', kind: 'admin' }])
      : page([]),
  ),
);
vi.mock('@app/platform/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: (path: string) => get(path) },
}));
const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useSearch: () => ({}), useNavigate: () => navigate }));

describe('AuditPage: filtering by administrator', () => {
  it('chooses the administrator by name, not by a numeric id', async () => {
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuditPage />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('textbox', { name: /Administrator ID/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Administrator' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const { search } = navigate.mock.lastCall![0] as { search: (prev: object) => object };
    expect(search({})).toEqual({ actor: '12' });
  });
});
