import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { ContentCard } from '@app/platform/catalogue/content-card';

const strip = css({
  // Phones: one swipeable strip that shows the next card peeking in; wider screens: a grid.
  display: 'grid',
  gridAutoFlow: { base: 'column', sm: 'row' },
  gridAutoColumns: { base: 'min(78%, 18rem)', sm: 'auto' },
  gridTemplateColumns: { sm: 'repeat(auto-fill, minmax(15rem, 1fr))' },
  gap: { base: '3', sm: '5' },
  overflowX: { base: 'auto', sm: 'visible' },
  scrollSnapType: { base: 'x mandatory', sm: 'none' },
  overscrollBehaviorX: 'contain',
  scrollPaddingInline: '1',
  pb: { base: '2', sm: '0' },
  '& > li': { scrollSnapAlign: 'start' },
});

const headingLg = css({ textStyle: 'heading.lg' });
const headingMd = css({ textStyle: 'heading.md' });

interface ContentRowProps {
  /** Unique on the page: names the section through its heading. */
  id: string;
  title: ReactNode;
  items: ContentResource[];
  hrefOf: (item: ContentResource) => string;
  headingLevel?: 'h2' | 'h3';
  /** A link beside the heading (e.g. the full list). */
  action?: ReactNode;
}

const section = css({ display: 'grid', gap: '4', minWidth: '0' });
const headingRow = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' });
/** Still grey cards, one element each: a shimmer on hundreds of them would restyle the page on every frame. */
const placeholderCard = css({
  aspectRatio: '16 / 9',
  bg: 'bg.muted',
  borderRadius: 'control',
  // About the card's text under its cover (type, a two-line title, creator and price).
  mb: '32',
});

/** A headed row of content cards (a type, a genre, a creator's latest). */
export function ContentRow({ id, title, items, hrefOf, headingLevel: Heading = 'h2', action }: ContentRowProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={section}>
      <div className={headingRow}>
        <Heading id={headingId} className={Heading === 'h2' ? headingLg : headingMd}>
          {title}
        </Heading>
        {action}
      </div>
      <ul className={strip}>
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} href={hrefOf(item)} wishlist />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ContentRowPlaceholderProps {
  id: string;
  title: ReactNode;
  /** How many cards the row will hold, so the placeholder takes about the room the row will. */
  count: number;
  ref?: Ref<HTMLElement>;
}

/**
 * A row not rendered yet: its heading (screen readers still find every row by heading) and grey cards in the
 * same strip, so the page keeps its height and the swap does not move what is on screen.
 */
export function ContentRowPlaceholder({ id, title, count, ref }: ContentRowPlaceholderProps) {
  const headingId = `${id}-title`;
  return (
    <section ref={ref} aria-labelledby={headingId} className={section}>
      <div className={headingRow}>
        <h2 id={headingId} className={headingLg}>
          {title}
        </h2>
      </div>
      <ul className={strip} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={placeholderCard} />
        ))}
      </ul>
    </section>
  );
}
