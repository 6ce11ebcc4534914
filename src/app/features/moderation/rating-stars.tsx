import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';

/** A 1–5 rating as stars; the picture is hidden and the sentence is what a screen reader hears. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <span
      role="img"
      aria-label={t`Rated ${rating} out of 5`}
      className={css({ color: 'accent.fg', letterSpacing: '0.1em' })}
    >
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
    </span>
  );
}
