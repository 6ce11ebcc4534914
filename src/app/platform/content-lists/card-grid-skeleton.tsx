import { css } from 'styled-system/css';
import { Skeleton } from '@app/ui/skeleton';
import { cardGrid } from './content-grid-list';

/** Placeholders shaped like content cards while a list loads. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={cardGrid}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={css({ display: 'grid', gap: '3' })}>
          <Skeleton className={css({ aspectRatio: '16 / 9' })} />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" width="85%" />
          <Skeleton shape="text" width="50%" />
        </li>
      ))}
    </ul>
  );
}
