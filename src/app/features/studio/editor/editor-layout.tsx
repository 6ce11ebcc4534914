import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { isApiError } from '@app/platform/api';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { studioContentQueryOptions } from '../api';
import { LifecyclePanel } from '../lifecycle-panel';
import { EditorContentContext } from './editor-context';
import { Stepper } from './stepper';
import { stepViews } from './stepper-logic';

/** `/creator/content/$contentId/*`: the item's heading, the stepper, the step, and its lifecycle actions. */
export function EditorLayout() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const params = useParams({ strict: false }) as { contentId?: number; step?: string };
  const contentId = Number(params.contentId);
  const query = useQuery(studioContentQueryOptions(contentId));
  const content = query.data;
  const title = content?.title;
  usePageTitle(title ? t`Edit: ${title}` : t`Edit content`);

  const back = (
    <Link to="/$lang/creator/content" params={{ lang }} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
      <ChevronLeftIcon size={16} />
      <Trans>All content</Trans>
    </Link>
  );

  if (query.isError && !content) {
    return (
      <PageContainer>
        {back}
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState
            title={t`This item does not exist or is not yours`}
            description={t`It may have been removed. Your own items are listed under Content.`}
          />
        ) : (
          <LoadError
            title={t`This item could not be loaded`}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
            headingLevel="h2"
          />
        )}
      </PageContainer>
    );
  }
  if (!content) {
    return (
      <PageContainer>
        <LoadingRegion loading label={t`Loading the editor…`}>
          <div className={css({ display: 'grid', gap: '4' })}>
            <Skeleton shape="text" width="16rem" />
            <Skeleton height="3rem" />
            <Skeleton height="20rem" />
          </div>
        </LoadingRegion>
      </PageContainer>
    );
  }

  const views = stepViews(content);
  const current = (params.step ?? views[0]?.step ?? 'general-info') as (typeof views)[number]['step'];
  return (
    <EditorContentContext.Provider value={content}>
      <PageContainer width="wide">
        <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' })}>
          <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
            {back}
            <p className={css({ textStyle: 'label', color: 'fg.muted' })}>{i18n._(contentTypeLabels[content.type])}</p>
            <h1 className={css({ textStyle: 'heading.xl', overflowWrap: 'anywhere' })}>{content.title}</h1>
          </div>
          <Stepper contentId={content.id} type={content.type} views={views} current={current} />
          <div
            className={css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 20rem' },
              alignItems: 'start',
            })}
          >
            <Card as="section">
              <Outlet />
            </Card>
            <Card as="section">
              <LifecyclePanel content={content} />
            </Card>
          </div>
        </div>
      </PageContainer>
    </EditorContentContext.Provider>
  );
}
