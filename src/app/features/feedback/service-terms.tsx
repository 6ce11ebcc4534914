import { Plural, Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { FeedbackService } from '@shared/schemas/feedback';

const term = css({ fontWeight: '600' });

/** The creator's terms for their feedback service, shown before a fan sends a video. Nothing when none is set. */
export function ServiceTerms({ service }: { service: FeedbackService }) {
  const { instructions, max_video_minutes: minutes, delivery_days: days } = service;
  if (!instructions && minutes === null && days === null) return null;
  return (
    <section aria-labelledby="feedback-terms" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="feedback-terms" className={css({ textStyle: 'heading.sm' })}>
        <Trans>Before you send</Trans>
      </h2>
      <dl className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' } })}>
        {minutes !== null ? (
          <>
            <dt className={term}>
              <Trans>Longest video</Trans>
            </dt>
            <dd>
              <Plural value={minutes} one="Up to # minute" other="Up to # minutes" />
            </dd>
          </>
        ) : null}
        {days !== null ? (
          <>
            <dt className={term}>
              <Trans>Answer time</Trans>
            </dt>
            <dd>
              <Plural value={days} one="Within # day" other="Within # days" />
            </dd>
          </>
        ) : null}
        {instructions ? (
          <>
            <dt className={term}>
              <Trans>The creator's instructions</Trans>
            </dt>
            <dd className={css({ whiteSpace: 'pre-line' })}>{instructions}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
