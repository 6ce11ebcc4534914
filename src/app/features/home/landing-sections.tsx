import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import PlayIcon from 'lucide-react/icons/play';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { EmptyState } from '@app/ui/empty-state';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { CardGridSkeleton } from '@app/platform/content-lists/card-grid-skeleton';
import { contentHref } from '@app/platform/content-lists/content-href';
import { contentTypePluralLabels } from '@app/platform/content-lists/content-type-plural';
import { LoadError } from '@app/platform/content-lists/load-error';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { landingQueryOptions } from './api';
import { FeaturedCreators } from './featured-creators';
import { LandingRows, type LandingRow } from './landing-rows';
import { LandingSlider } from './landing-slider';

const stack = css({ display: 'grid', gap: { base: '10', sm: '14' } });

/** The landing's discovery part: featured slider, a row per content type and per top genre, creators. */
export function LandingSections({ lang }: { lang: Locale }) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(landingQueryOptions(useViewerCurrency()));
  const hrefOf = (item: { id: number }) => contentHref(lang, item.id);

  if (isError && !data) {
    return (
      <LoadError
        title={t`The home page could not be loaded`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
        headingLevel="h2"
      />
    );
  }
  if (isPending) {
    return (
      <LoadingRegion loading label={t`Loading the home page…`}>
        <div className={stack}>
          <Skeleton className={css({ aspectRatio: { base: '4 / 3', sm: '16 / 5' } })} />
          <CardGridSkeleton count={4} />
        </div>
      </LoadingRegion>
    );
  }
  if (data.slider.length === 0 && data.types.length === 0) {
    return (
      <EmptyState
        icon={<PlayIcon size={20} fill="currentColor" />}
        title={t`Nothing published yet`}
        description={t`Creators are preparing their first performances and classes. Come back soon.`}
      />
    );
  }
  const rows: LandingRow[] = [
    ...data.types.map((row) => ({
      id: `type-${row.type}`,
      title: i18n._(contentTypePluralLabels[row.type]),
      items: row.items,
    })),
    ...data.genres
      .filter((row) => row.items.length > 0)
      .map((row) => ({ id: `genre-${row.genre.id}`, title: row.genre.name, items: row.items })),
  ];
  return (
    <div className={stack}>
      <LandingSlider items={data.slider} lang={lang} />
      <LandingRows rows={rows} hrefOf={hrefOf} after={<FeaturedCreators creators={data.creators} lang={lang} />} />
    </div>
  );
}
