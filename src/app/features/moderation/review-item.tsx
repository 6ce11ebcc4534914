import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { Review } from '@shared/schemas/reviews';
import { formatDate } from '@app/platform/format';
import { Avatar } from '@app/ui/avatar';
import { RatingStars } from './rating-stars';

/** One testimonial: who wrote it and when, the rating if given, the title and the text. */
export function ReviewItem({ review }: { review: Review }) {
  const { i18n } = useLingui();
  return (
    <article
      className={css({ display: 'grid', gap: '2', py: '4', borderBottomWidth: '1px', borderColor: 'border.default' })}
    >
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <Avatar name={review.author.name} src={review.author.avatar?.resize_url} size="sm" decorative />
        <div className={css({ display: 'grid', minWidth: '0' })}>
          <span className={css({ fontWeight: '600', truncate: true })}>{review.author.name}</span>
          <time dateTime={review.created_at} className={css({ textStyle: 'caption', color: 'fg.muted' })}>
            {formatDate(review.created_at, 'date', i18n.locale as Locale)}
          </time>
        </div>
        {review.rating ? (
          <span className={css({ marginInlineStart: 'auto' })}>
            <RatingStars rating={review.rating} />
          </span>
        ) : null}
      </header>
      <h3 className={css({ textStyle: 'heading.sm' })}>{review.title}</h3>
      <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{review.body}</p>
    </article>
  );
}
