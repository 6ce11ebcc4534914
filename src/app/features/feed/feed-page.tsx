import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import HeartIcon from 'lucide-react/icons/heart';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { PagedContent } from '@app/platform/content-lists/paged-content';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { feedQueryOptions } from './api';
import { FeedReasonBadge } from './feed-reason';
import { TypeFilter } from './type-filter';

/** `/$lang/fan/feed`: the fan's ranked feed, 20 a page, optionally one type only. */
export function FeedPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { page = 1, type } = useSearch({ from: '/$lang/fan/feed/' });
  const navigate = useNavigate({ from: '/$lang/fan/feed/' });
  const query = useQuery(feedQueryOptions({ page, type }, useViewerCurrency()));
  usePageTitle(t`Your feed`);

  const empty = (
    <EmptyState
      icon={<HeartIcon size={20} />}
      title={type ? t`Nothing of this type in your feed yet` : t`Your feed is empty for now`}
      description={t`Follow creators and choose your genres: we gather their newest here.`}
      action={
        <Link to="/$lang" params={{ lang }} className={buttonStyles({})}>
          <Trans>Discover creators</Trans>
        </Link>
      }
    />
  );
  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: '6', py: { base: '6', sm: '10' } })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            alignItems: 'end',
            justifyContent: 'space-between',
          })}
        >
          <div className={css({ display: 'grid', gap: '2' })}>
            <h1 className={css({ textStyle: 'heading.xl' })}>
              <Trans>Your feed</Trans>
            </h1>
            <p className={css({ color: 'fg.muted' })}>
              <Trans>The newest from creators you follow first, then from the genres you like.</Trans>
            </p>
          </div>
          <div className={css({ width: { base: 'full', sm: '16rem' } })}>
            <TypeFilter value={type} onChange={(next) => void navigate({ search: { type: next } })} />
          </div>
        </div>
        <PagedContent
          query={query}
          page={page}
          onPageChange={(next) => {
            void navigate({ search: (prev) => ({ ...prev, page: next }) });
            window.scrollTo({ top: 0 });
          }}
          hrefOf={(item) => `/${lang}/fan/feed/${item.id}`}
          extra={(item) => <FeedReasonBadge reason={item.feed_reason} />}
          empty={empty}
          errorTitle={t`Your feed could not be loaded`}
        />
      </div>
    </PageContainer>
  );
}
