import { css } from 'styled-system/css';
import { Skeleton } from '@app/ui/skeleton';
import { contentGrid } from './styles';

/** The shape of a content grid while its first page loads. */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={contentGrid}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={css({ display: 'grid', gap: '3' })}>
          <Skeleton className={css({ aspectRatio: '16 / 9' })} />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" width="85%" />
        </li>
      ))}
    </ul>
  );
}
