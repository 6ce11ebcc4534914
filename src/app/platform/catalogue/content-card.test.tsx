import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { renderUi } from '@app/ui/test-utils';
import { ContentCard } from './content-card';

vi.mock('@app/platform/session', () => ({ useIsSignedIn: () => true }));

const item = {
  id: 4,
  type: 1,
  title: 'Tap night',
  price: { amount: 1200, currency: 'USD' },
  is_free: false,
  is_bought: false,
  is_own: false,
  cover: null,
} as unknown as ContentResource;

describe('ContentCard', () => {
  it('says "Owned" instead of the price on an item the fan bought', () => {
    renderUi(<ContentCard item={{ ...item, is_bought: true }} />);
    expect(screen.getByText('Owned')).toBeInTheDocument();
    expect(screen.queryByText('$12.00')).toBeNull();
  });

  it('shows the price of an item to buy, and "Your content" on the creator’s own', () => {
    renderUi(<ContentCard item={item} />);
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    renderUi(<ContentCard item={{ ...item, id: 5, is_own: true }} />);
    expect(screen.getByText('Your content')).toBeInTheDocument();
  });

  it('shows its cover as WebP renditions for a card’s width, loaded as it nears the screen', () => {
    const cover = { crop_url: '/media/public/covers/a.webp', resize_url: '/media/public/covers/a.webp' };
    const { container } = renderUi(<ContentCard item={{ ...item, cover }} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/media/public/covers/a.webp?w=320 320w');
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 20rem, min(78vw, 18rem)');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });
});
