import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { CardLink } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { librarySummaryQueryOptions } from './api';

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
});

/** The four sections with how much each holds; a count that failed to load just shows the link. */
export function LibraryCounts() {
  const { t, i18n } = useLingui();
  const { data, isPending } = useQuery(librarySummaryQueryOptions());
  const base = `/${i18n.locale}/library`;
  const tiles = [
    { href: `${base}/wishlist`, label: t`Wishlist`, count: data?.wishlist },
    { href: `${base}/following`, label: t`Following`, count: data?.following },
    { href: `${base}/playlist`, label: t`Playlists`, count: data?.playlists },
    { href: `${base}/communities`, label: t`Communities`, count: data?.communities },
  ];
  return (
    <ul className={grid} aria-label={t`Library sections`}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <CardLink href={tile.href} className={css({ height: 'full' })}>
            <span className={css({ display: 'grid', gap: '1' })}>
              <span className={css({ textStyle: 'heading.lg' })}>
                {isPending ? <Skeleton shape="text" width="2ch" /> : (tile.count ?? '–')}
              </span>
              {/* Smaller on a phone so a long one-word label (ウィッシュリスト) keeps to one line in its half-width tile. */}
              <span className={css({ color: 'fg.muted', textStyle: { base: 'body.sm', sm: 'body.md' } })}>
                {tile.label}
              </span>
            </span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
