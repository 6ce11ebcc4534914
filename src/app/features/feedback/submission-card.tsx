import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { FeedbackSubmission } from '@shared/schemas/feedback';
import { formatDate } from '@app/platform/format';
import { CardLink } from '@app/ui/card';

/** One submission in a list: who sent what, when, and whether it was answered. */
export function SubmissionCard({
  submission,
  href,
  showFan,
}: {
  submission: FeedbackSubmission;
  href: string;
  showFan: boolean;
}) {
  const count = submission.comments.length;
  return (
    <CardLink href={href}>
      <div className={css({ display: 'grid', gap: '1' })}>
        <span className={css({ textStyle: 'heading.sm', overflowWrap: 'anywhere' })}>
          {showFan ? submission.fan.name : submission.content.title}
        </span>
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          {showFan ? `${submission.content.title} · ` : ''}
          {formatDate(submission.created_at, 'dateTime')}
        </span>
        <span className={css({ textStyle: 'body.sm' })}>
          {submission.refunded ? (
            <Trans>Refunded</Trans>
          ) : submission.answered_at ? (
            <Trans>Answered</Trans>
          ) : (
            <Trans>Waiting for an answer</Trans>
          )}
          {' · '}
          <Trans>Comments: {count}</Trans>
        </span>
      </div>
    </CardLink>
  );
}
