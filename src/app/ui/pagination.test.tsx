import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { renderUi } from './test-utils';

describe('Pagination', () => {
  it('is a labelled navigation marking the current page', () => {
    renderUi(<Pagination page={2} count={95} pageSize={10} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2 of 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports the page chosen by number, next and previous', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    function Controlled() {
      const [page, setPage] = useState(2);
      const change = (next: number) => {
        onPageChange(next);
        setPage(next);
      };
      return <Pagination page={page} count={95} pageSize={10} onPageChange={change} />;
    }
    renderUi(<Controlled />);

    await user.click(screen.getByRole('button', { name: 'Page 3 of 10' }));
    expect(screen.getByRole('button', { name: 'Page 3 of 10' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls.map(([page]) => page as number)).toEqual([3, 4, 3, 2]);
  });

  it('renders nothing when everything fits on one page', () => {
    const { container } = renderUi(<Pagination page={1} count={8} pageSize={10} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
