import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@app/ui/test-utils';
import { ListFilter } from './list-filter';

const options = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'blocked', label: 'Blocked' },
];

describe('ListFilter', () => {
  it('shows "all" while the address has no value, and lifts the filter with it', async () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(
      <ListFilter label="Status" allLabel="All statuses" value={undefined} onChange={onChange} options={options} />,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    rerender(
      <ListFilter label="Status" allLabel="All statuses" value="blocked" onChange={onChange} options={options} />,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Blocked');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
