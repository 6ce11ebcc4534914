import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { ContentCard, GRID_COVER_SIZES } from '@app/platform/catalogue/content-card';
import { sectionTitle } from './styles';

const grid = css({
  display: 'grid',
  gap: { base: '4', sm: '5' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

/** A titled grid of content cards that open their own pages (similar items, community contents). */
export function RelatedContent({ id, title, items }: { id: string; title: ReactNode; items: ContentResource[] }) {
  const { i18n } = useLingui();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '3' })}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard
              item={item}
              href={`/${i18n.locale}/content/${item.id}`}
              wishlist
              coverSizes={GRID_COVER_SIZES}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
