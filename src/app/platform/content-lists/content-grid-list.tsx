import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { ContentCard, GRID_COVER_SIZES } from '@app/platform/catalogue/content-card';

export const cardGrid = css({
  display: 'grid',
  gap: { base: '4', sm: '5' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

/** The card fills its row's height; a line under it (`extra`) sits below, not over the next card. */
const cell = css({ display: 'grid', gridTemplateRows: '1fr auto' });

interface ContentGridListProps<T extends ContentResource> {
  items: T[];
  /** Where a card leads. */
  hrefOf: (item: T) => string;
  /** A line under a card (e.g. why it is in the feed). */
  extra?: (item: T) => ReactNode;
}

/** Content cards in a grid that fills the width: one column on a phone, up to six on a wide screen. */
export function ContentGridList<T extends ContentResource>({ items, hrefOf, extra }: ContentGridListProps<T>) {
  return (
    <ul className={cardGrid}>
      {items.map((item, index) => (
        <li key={item.id} className={cell}>
          <div>
            {/* The grid is its page's list: its first cover is the first picture in view. */}
            <ContentCard
              item={item}
              href={hrefOf(item)}
              wishlist
              coverSizes={GRID_COVER_SIZES}
              priority={index === 0}
            />
          </div>
          {extra?.(item)}
        </li>
      ))}
    </ul>
  );
}
