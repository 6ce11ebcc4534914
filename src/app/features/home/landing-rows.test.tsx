import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { renderUi } from '@app/ui/test-utils';
import { FIRST_ROWS, LandingRows, type LandingRow } from './landing-rows';

vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => false }));

const card = (id: number) =>
  ({
    id,
    type: 1,
    title: `Show ${id}`,
    price: null,
    is_free: true,
    is_bought: false,
    is_own: false,
    cover: null,
  }) as unknown as ContentResource;
const rows: LandingRow[] = Array.from({ length: 15 }, (_, r) => ({
  id: `row-${r}`,
  title: `Row ${r}`,
  items: Array.from({ length: 10 }, (_, i) => card(r * 100 + i)),
}));

describe('LandingRows', () => {
  it('paints the first rows first and the others in a later render, then what comes after them', () => {
    const sectionsAtCommit: number[] = [];
    renderUi(
      <Profiler id="landing" onRender={() => sectionsAtCommit.push(document.querySelectorAll('section').length)}>
        <LandingRows rows={rows} hrefOf={(item) => `/en/content/${item.id}`} after={<p>Creators</p>} />
      </Profiler>,
    );
    expect(sectionsAtCommit[0]).toBe(FIRST_ROWS);
    expect(screen.getAllByRole('region')).toHaveLength(15);
    expect(screen.getByRole('heading', { name: 'Row 14' })).toBeInTheDocument();
    expect(screen.getByText('Creators')).toBeInTheDocument();
  });
});
