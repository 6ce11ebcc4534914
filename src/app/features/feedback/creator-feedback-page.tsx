import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { FormError } from '@app/ui/form-error';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { FEEDBACK_PAGE_SIZE, creatorInboxQueryOptions } from './api';
import { PageHeading } from './page-heading';
import { SubmissionCard } from './submission-card';

/** `/creator/feedback`: the videos fans sent to the creator's feedback services, unanswered first. */
export function CreatorFeedbackPage({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Feedback requests`);
  const lang = i18n.locale as Locale;
  const navigate = useNavigate();
  const inbox = useQuery(creatorInboxQueryOptions(page));
  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '48rem' })}>
      <PageHeading
        title={<Trans>Feedback requests</Trans>}
        back={{ href: `/${lang}/creator/home`, label: <Trans>Creator home</Trans> }}
      />
      <LoadingRegion loading={inbox.isPending} label={t`Loading feedback requests`}>
        {inbox.isPending ? (
          <div className={css({ display: 'grid', gap: '3' })}>
            <Skeleton height="5rem" />
            <Skeleton height="5rem" />
          </div>
        ) : inbox.isError ? (
          <div className={css({ display: 'grid', gap: '3' })}>
            <FormError>
              <Trans>The feedback requests could not be loaded.</Trans>
            </FormError>
            <div>
              <Button type="button" onClick={() => void inbox.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </div>
        ) : inbox.data.data.length === 0 ? (
          <EmptyState
            title={<Trans>No feedback requests yet</Trans>}
            description={
              <Trans>When a fan who bought one of your feedback services sends a video, it appears here.</Trans>
            }
          />
        ) : (
          <>
            <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' })}>
              {inbox.data.data.map((s) => (
                <li key={s.id}>
                  <SubmissionCard submission={s} href={`/${lang}/creator/feedback/${s.id}`} showFan />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              count={inbox.data.meta.total}
              pageSize={FEEDBACK_PAGE_SIZE}
              label={t`Feedback requests pages`}
              onPageChange={(next) =>
                void navigate({ to: '/$lang/creator/feedback', params: { lang }, search: { page: next } })
              }
            />
          </>
        )}
      </LoadingRegion>
    </div>
  );
}
