import { useLingui } from '@lingui/react/macro';
import { LoadingRegion } from '@app/ui/skeleton';
import { CardGridSkeleton } from '@app/platform/content-lists/card-grid-skeleton';

/** A tab's placeholder while the creator page loads. */
export function TabSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion loading label={t`Loading…`}>
      <CardGridSkeleton count={4} />
    </LoadingRegion>
  );
}
