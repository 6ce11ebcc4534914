import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { renderUi } from '@app/ui/test-utils';
import { FIRST_ROWS, LandingRows, type LandingRow } from './landing-rows';

vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => false }));

/** Stands in for the browser's observer: the test says which element has come near the viewport. */
class FakeIntersectionObserver {
  static observed = new Map<Element, FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    FakeIntersectionObserver.observed.set(element, this);
  }
  disconnect() {
    for (const [element, observer] of FakeIntersectionObserver.observed) {
      if (observer === this) FakeIntersectionObserver.observed.delete(element);
    }
  }
  static comeNear(element: Element) {
    const observer = FakeIntersectionObserver.observed.get(element);
    if (!observer) throw new Error('not observed');
    const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
    act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  FakeIntersectionObserver.observed.clear();
  vi.unstubAllGlobals();
});

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
const render = () =>
  renderUi(<LandingRows rows={rows} hrefOf={(item) => `/en/content/${item.id}`} after={<p>Creators</p>} />);
const region = (name: string) => screen.getByRole('region', { name });

describe('LandingRows', () => {
  it('renders the cards of the first rows only; every other row is its heading until it comes near', () => {
    render();
    expect(screen.getAllByRole('region')).toHaveLength(15);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_ROWS * 10);
    expect(screen.getByRole('heading', { name: 'Row 14' })).toBeInTheDocument();
    expect(screen.queryByText('Creators')).not.toBeInTheDocument();

    FakeIntersectionObserver.comeNear(region('Row 5'));
    expect(screen.getAllByRole('article')).toHaveLength((FIRST_ROWS + 1) * 10);
    expect(screen.getByRole('link', { name: 'Show 509' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show 409' })).not.toBeInTheDocument();
  });

  it('shows what comes after the rows once that comes near', () => {
    render();
    const [anchor] = [...FakeIntersectionObserver.observed.keys()].filter((element) => element.tagName === 'DIV');
    FakeIntersectionObserver.comeNear(anchor!);
    expect(screen.getByText('Creators')).toBeInTheDocument();
  });

  it('renders every row on the first Tab, so the keyboard reaches each card in order', async () => {
    const user = userEvent.setup();
    render();
    for (let i = 0; i < FIRST_ROWS * 10; i++) await user.tab();
    expect(screen.getByRole('link', { name: `Show ${(FIRST_ROWS - 1) * 100 + 9}` })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: `Show ${FIRST_ROWS * 100}` })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(150);
    expect(screen.getByText('Creators')).toBeInTheDocument();
  });

  it('renders everything where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render();
    expect(screen.getAllByRole('article')).toHaveLength(150);
    expect(screen.getByText('Creators')).toBeInTheDocument();
  });
});
