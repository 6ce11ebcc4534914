import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { isApiError } from '@app/platform/api';
import { NavTabs } from '@app/ui/nav-tabs';
import { PageContainer } from '@app/ui/page-container';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { creatorHref } from '@app/platform/content-lists/creator-href';
import { LoadError } from '@app/platform/content-lists/load-error';
import { followStateQueryOptions } from '@app/features/fan-actions';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { BlockedNotice } from './blocked-notice';
import { CreatorHeader } from './creator-header';
import { creatorTabs } from './creator-tabs';
import { useCreatorPage } from './use-creator-page';
import { ViewerBlockedNotice } from './viewer-blocked-notice';

/** `/$lang/creator/$login/*`: the header and the tabs around each tab's route. */
export function CreatorLayout() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') });
  const { login, query } = useCreatorPage();
  const { data: creator, isPending, isError, error, refetch, isRefetching } = query;
  usePageTitle(creator?.name);
  // The follow state answers at once after a block or unblock; the page itself is refetched after.
  const relation = useQuery({ ...followStateQueryOptions(creator?.id ?? 0), enabled: false });
  const blockedByViewer = relation.data?.is_blocked_by_viewer ?? creator?.is_blocked_by_viewer ?? false;

  if (isError && !creator) {
    if (isApiError(error) && error.status === 404) {
      return <Navigate to="/$lang/creator/$login/deleted" params={{ lang, login }} replace />;
    }
    return (
      <PageContainer width="wide">
        <div className={css({ py: '10' })}>
          <LoadError
            title={t`This creator page could not be loaded`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
            headingLevel="h2"
          />
        </div>
      </PageContainer>
    );
  }
  const tabs = creatorTabs.map(({ segment, label }) => {
    const href = creatorHref(lang, creator?.login ?? login, segment || undefined);
    return { label: i18n._(label), href, active: decodeURIComponent(pathname) === decodeURIComponent(href) };
  });
  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: '6', py: { base: '6', sm: '10' } })}>
        {isPending ? (
          <LoadingRegion loading label={t`Loading the creator page…`}>
            <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
              <Skeleton shape="circle" width="5rem" height="5rem" />
              <Skeleton shape="text" width="12rem" />
            </div>
          </LoadingRegion>
        ) : (
          <CreatorHeader creator={creator} />
        )}
        {creator?.is_blocked ? (
          <BlockedNotice lang={lang} />
        ) : creator && blockedByViewer ? (
          <ViewerBlockedNotice creator={creator} />
        ) : (
          <>
            <div className={css({ overflowX: 'auto' })}>
              <NavTabs label={t`Creator page sections`} items={tabs} />
            </div>
            <Outlet />
          </>
        )}
      </div>
    </PageContainer>
  );
}
