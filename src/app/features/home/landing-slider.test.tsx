import { describe, expect, it } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { renderUi } from '@app/ui/test-utils';
import { LandingSlider } from './landing-slider';

const slide = (id: number) =>
  ({
    id,
    type: 1,
    title: `Show ${id}`,
    description: 'A night of tap.',
    price: { amount: 0, currency: 'USD' },
    is_free: true,
    is_bought: false,
    is_own: false,
    cover: { crop_url: `/media/public/covers/${id}.webp`, resize_url: `/media/public/covers/${id}.webp` },
  }) as unknown as ContentResource;

describe('LandingSlider', () => {
  it('loads the first slide’s cover at once and first (the page’s largest picture), the others when near', () => {
    const { container } = renderUi(<LandingSlider items={[slide(1), slide(2), slide(3)]} lang="en" />);
    const [first, ...others] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('src', '/media/public/covers/1.webp?w=640');
    expect(first!.getAttribute('srcset')).toContain('/media/public/covers/1.webp?w=1280 1280w');
    expect(others).toHaveLength(2);
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});
