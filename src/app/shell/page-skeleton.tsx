import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { PageContainer } from '@app/ui/page-container';

/** Shown while a slow route loads its code or data: the rough shape of a page, announced as loading. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <PageContainer>
      <LoadingRegion loading label={t`Loading the page…`}>
        <div className={css({ display: 'grid', gap: '4' })}>
          <Skeleton shape="text" width="40%" height="2rem" />
          <Skeleton shape="text" width="70%" />
          <Skeleton shape="text" width="55%" />
          <Skeleton height="12rem" />
        </div>
      </LoadingRegion>
    </PageContainer>
  );
}
