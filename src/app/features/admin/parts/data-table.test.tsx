import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { DataTable, type Column } from './data-table';

interface Person {
  id: number;
  name: string;
}
const people: Person[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bo' },
];
const columns: Column<Person>[] = [
  { key: 'name', header: 'Name', sort: 'name', render: (p) => p.name },
  { key: 'id', header: 'Number', render: (p) => p.id },
];

/** The table as a page uses it: the sort and the selection live in the caller's state (the URL, in the app). */
function People() {
  const [sort, setSort] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  return (
    <>
      <p>sort={sort ?? ''}</p>
      <p>selected={[...selected].join(',')}</p>
      <DataTable
        caption="People"
        columns={columns}
        rows={people}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        sort={sort}
        onSort={setSort}
        selected={selected}
        onSelectedChange={setSelected}
      />
    </>
  );
}

describe('DataTable', () => {
  it('sorts from the keyboard: Enter on a header toggles ascending and descending, aria-sort follows', async () => {
    const user = userEvent.setup();
    renderUi(<People />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Number' })).queryByRole('button')).toBeNull();
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('sort=name')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(screen.getByText('sort=-name')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects rows for bulk actions with Space, one by one or the whole page', async () => {
    const user = userEvent.setup();
    renderUi(<People />);
    screen.getByRole('checkbox', { name: 'Select Bo' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('selected=2')).toBeInTheDocument();
    screen.getByRole('checkbox', { name: 'Select all rows on this page' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('selected=1,2')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('selected=')).toBeInTheDocument();
  });

  it('names the table by its caption and shows the empty state in one cell', () => {
    renderUi(
      <DataTable
        caption="Nobody"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        empty="No one here"
      />,
    );
    const table = screen.getByRole('table', { name: 'Nobody' });
    expect(within(table).getByRole('cell', { name: 'No one here' })).toBeInTheDocument();
  });
});
