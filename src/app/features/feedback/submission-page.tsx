import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate, formatDuration } from '@app/platform/format';
import { isApiError } from '@app/platform/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { FormError } from '@app/ui/form-error';
import { Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { submissionQueryOptions, useDeleteComment, useMarkAnswered } from './api';
import { CommentForm } from './comment-form';
import { FeedbackVideo } from './feedback-video';
import { PageHeading } from './page-heading';

/**
 * One submission. The fan (`/fan/feedback/{id}`) watches their video with the creator's comments as
 * timeline markers; the creator (`/creator/feedback/{id}`) also adds comments at the current moment,
 * removes them and marks the answer complete. Anyone else gets the not-found state (the API's 404).
 */
export function SubmissionPage({ submissionId, side }: { submissionId: number; side: 'fan' | 'creator' }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const query = useQuery(submissionQueryOptions(submissionId));
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const remove = useDeleteComment(submissionId);
  const answered = useMarkAnswered(submissionId);
  const submission = query.data;
  usePageTitle(submission ? submission.content.title : t`Feedback`);
  const back =
    side === 'creator'
      ? { href: `/${lang}/creator/feedback`, label: <Trans>All feedback requests</Trans> }
      : submission
        ? { href: `/${lang}/fan/feedback/send/${submission.content.id}`, label: <Trans>Your videos</Trans> }
        : undefined;

  if (query.isPending) {
    return (
      <div className={css({ display: 'grid', gap: '4' })} aria-busy="true">
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="14rem" />
      </div>
    );
  }
  if (query.isError || !submission) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className={css({ display: 'grid', gap: '4' })}>
        <PageHeading title={<Trans>Feedback</Trans>} back={back} />
        <EmptyState
          title={missing ? t`Feedback not found` : t`This feedback could not be loaded`}
          description={
            missing
              ? t`It may have been removed, or it belongs to someone else.`
              : t`Check your connection and try again.`
          }
          action={
            missing ? undefined : (
              <Button type="button" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            )
          }
        />
      </div>
    );
  }
  const creator = side === 'creator' && submission.is_creator;
  const fanName = submission.fan.name;

  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '56rem' })}>
      <PageHeading title={submission.content.title} back={back} />
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        {creator ? <Trans>Sent by {fanName}</Trans> : null} {formatDate(submission.created_at, 'dateTime')}
        {' · '}
        {submission.refunded ? (
          <Trans>Refunded</Trans>
        ) : submission.answered_at ? (
          <Trans>Answered</Trans>
        ) : (
          <Trans>Waiting for an answer</Trans>
        )}
      </p>
      {submission.refunded ? (
        <p role="status" className={css({ textStyle: 'body.sm' })}>
          {creator ? (
            <Trans>The fan's payment for this request was refunded: it needs no answer.</Trans>
          ) : (
            <Trans>Your payment for this request was refunded: the creator will not answer it.</Trans>
          )}
        </p>
      ) : null}
      {submission.note ? (
        <Card as="section">
          <h2 className={css({ textStyle: 'heading.sm', mb: '2' })}>
            <Trans>Note from the fan</Trans>
          </h2>
          <p className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>{submission.note}</p>
        </Card>
      ) : null}
      <FeedbackVideo
        submission={submission}
        videoRef={videoRef}
        renderActions={
          creator
            ? (comment) => {
                const at = formatDuration(comment.at_ms / 1000);
                return (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove the comment at ${at}`}
                    onClick={() =>
                      void remove.mutateAsync(comment.id).then(
                        () => toast.success(t`Comment removed.`),
                        () => toast.error(t`The comment could not be removed.`),
                      )
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                );
              }
            : undefined
        }
      />
      {creator ? (
        <Card as="section">
          <div className={css({ display: 'grid', gap: '4' })}>
            <h2 className={css({ textStyle: 'heading.sm' })}>
              <Trans>Add a comment</Trans>
            </h2>
            <CommentForm
              submissionId={submissionId}
              currentMs={() => Math.round((videoRef.current?.currentTime ?? 0) * 1000)}
            />
            {answered.isError ? (
              <FormError>
                <Trans>The answer could not be marked complete.</Trans>
              </FormError>
            ) : null}
            {!submission.answered_at ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  loading={answered.isPending}
                  onClick={() =>
                    void answered.mutateAsync().then(
                      () => toast.success(t`Marked as answered.`),
                      () => undefined,
                    )
                  }
                >
                  <Trans>Mark as answered</Trans>
                </Button>
              </div>
            ) : null}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
