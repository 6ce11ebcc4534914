import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { IconButton } from '@app/ui/icon-button';
import { contentHref } from '@app/platform/content-lists/content-href';
import { LandingSlide } from './landing-slide';

const track = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  borderRadius: 'card',
  // The buttons move the slides; the scrollbar only adds noise on top of the cover.
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > div': { scrollSnapAlign: 'start', minWidth: '0' },
  '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
});

/**
 * The landing's featured items (at most 6): a carousel that swipes on touch screens and has labelled
 * previous/next buttons for keyboard and pointer users (WAI-ARIA carousel pattern, no auto-rotation).
 */
export function LandingSlider({ items, lang }: { items: ContentResource[]; lang: string }) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const go = (index: number) => {
    const el = trackRef.current;
    if (!el) return;
    const next = Math.max(0, Math.min(items.length - 1, index));
    el.scrollTo({ left: next * el.clientWidth });
    setCurrent(next);
  };
  // Swipes move the track too: the position says which slide shows.
  const onScroll = () => {
    const el = trackRef.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  if (items.length === 0) return null;
  const total = items.length;
  const shown = current + 1;
  const slideLabel = (position: number) => t`${position} of ${total}`;
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-labelledby="featured-title"
      className={css({ display: 'grid', gap: '3' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <h2 id="featured-title" className={css({ textStyle: 'heading.lg' })}>
          <Trans>Featured</Trans>
        </h2>
        {total > 1 ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <span aria-live="polite" className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
              <Trans>
                {shown} of {total}
              </Trans>
            </span>
            <IconButton
              aria-label={t`Previous featured item`}
              variant="outline"
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon size={20} />
            </IconButton>
            <IconButton
              aria-label={t`Next featured item`}
              variant="outline"
              disabled={current >= total - 1}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon size={20} />
            </IconButton>
          </div>
        ) : null}
      </div>
      <div ref={trackRef} className={track} onScroll={onScroll}>
        {items.map((item, index) => (
          <div key={item.id} role="group" aria-roledescription={t`slide`} aria-label={slideLabel(index + 1)}>
            <LandingSlide item={item} href={contentHref(lang, item.id)} priority={index === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}
