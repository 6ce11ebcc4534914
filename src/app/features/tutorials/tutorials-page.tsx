import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import PlayIcon from 'lucide-react/icons/play';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { SegmentedControl } from '@app/ui/segmented-control';
import { contentHref } from '@app/platform/content-lists/content-href';
import { PagedContent } from '@app/platform/content-lists/paged-content';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { tutorialsQueryOptions, type TutorialKind } from './api';

/** `/$lang/tutorials`: skills and knowledge tutorials, together or one kind, 20 a page. */
export function TutorialsPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { kind = 'all', page = 1 } = useSearch({ from: '/$lang/tutorials' });
  const navigate = useNavigate({ from: '/$lang/tutorials' });
  const query = useQuery(tutorialsQueryOptions({ kind, page }, useViewerCurrency()));
  usePageTitle(t`Tutorials`);

  const kinds: { value: TutorialKind; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'skills', label: t`Skills` },
    { value: 'knowledge', label: t`Knowledge` },
  ];
  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: '6', py: { base: '6', sm: '10' } })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ textStyle: 'heading.xl' })}>
            <Trans>Tutorials</Trans>
          </h1>
          <p className={css({ color: 'fg.muted', maxWidth: '40rem' })}>
            <Trans>
              Learn at your own pace: skills tutorials teach steps and routines, knowledge tutorials the history, music
              and theory behind them.
            </Trans>
          </p>
        </div>
        <div>
          <SegmentedControl
            label={t`Kind of tutorial`}
            value={kind}
            items={kinds}
            onValueChange={(next) => void navigate({ search: { kind: next === 'all' ? undefined : next } })}
          />
        </div>
        <PagedContent
          query={query}
          page={page}
          onPageChange={(next) => {
            void navigate({ search: (prev) => ({ ...prev, page: next }) });
            window.scrollTo({ top: 0 });
          }}
          hrefOf={(item) => contentHref(lang, item.id)}
          empty={
            <EmptyState
              icon={<PlayIcon size={20} fill="currentColor" />}
              title={kind === 'all' ? t`No tutorials yet` : t`No tutorials of this kind yet`}
              description={
                kind === 'all'
                  ? t`Creators publish new tutorials every week. Come back soon.`
                  : t`Creators publish new tutorials every week. Look at all kinds meanwhile.`
              }
              action={
                kind === 'all' ? undefined : (
                  <Button type="button" variant="outline" onClick={() => void navigate({ search: {} })}>
                    <Trans>Show all tutorials</Trans>
                  </Button>
                )
              }
            />
          }
          errorTitle={t`The tutorials could not be loaded`}
        />
      </div>
    </PageContainer>
  );
}
