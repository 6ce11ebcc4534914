import type { ReactNode } from 'react';
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

/** A headed row of content cards (a type, a genre, a creator's latest). */
export function ContentRow({ id, title, items, hrefOf, headingLevel: Heading = 'h2', action }: ContentRowProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '4', minWidth: '0' })}>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}>
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
