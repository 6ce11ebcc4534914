import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import type { Page } from '../api';
import { AdminListPage } from './admin-list-page';

type Row = { id: number; name: string };
const page = (rows: Row[], total = rows.length): Page<Row> => ({
  data: rows,
  meta: { current_page: 1, per_page: 25, total, last_page: Math.ceil(total / 25) },
});

function List({ data, onSearchChange, run }: { data: Page<Row>; onSearchChange: () => void; run?: () => void }) {
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  return (
    <AdminListPage
      title="People"
      list={{ data, isPending: false, isFetching: false }}
      search={{}}
      onSearchChange={onSearchChange}
      searchLabel="Search names"
      bulkActions={run ? [{ label: 'Approve selected', run }] : undefined}
      caption="People"
      columns={[{ key: 'name', header: 'Name', sort: 'name', render: (r) => r.name }]}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.name}
      sort="name"
      selected={run ? selected : undefined}
      onSelectedChange={setSelected}
      emptyTitle="Nobody matches"
    />
  );
}

describe('AdminListPage', () => {
  it('puts search, sort and page into the address patch', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    renderUi(<List data={page([{ id: 1, name: 'Ann' }], 60)} onSearchChange={onSearchChange} />);
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search names' }), 'an{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'an' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: '-name' });
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('says so when no row matches', () => {
    renderUi(<List data={page([])} onSearchChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Nobody matches' })).toBeInTheDocument();
  });

  it('counts the selected rows and runs a bulk action on them', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    renderUi(<List data={page([{ id: 1, name: 'Ann' }])} onSearchChange={vi.fn()} run={run} />);
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann' }));
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    expect(run).toHaveBeenCalledOnce();
  });
});
