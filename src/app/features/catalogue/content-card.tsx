import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { formatPrice } from '@app/lib/format';
import { Avatar } from '@app/ui/avatar';
import { Card } from '@app/ui/card';
import { PlayIcon } from '@app/ui/icons';
import { contentTypeLabels } from './content-type-label';

const cover = css({
  display: 'block',
  width: 'full',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'control',
  bg: 'bg.muted',
});

/** One published item: cover, type, title, creator and price (or "Free"). */
export function ContentCard({ item }: { item: ContentResource }) {
  const { t, i18n } = useLingui();
  const owner = item.shortOwner;
  return (
    <Card as="article" className={css({ height: 'full' })}>
      <div className={css({ display: 'grid', gap: '3' })}>
        {item.cover ? (
          <img src={item.cover.resize_url} alt="" loading="lazy" decoding="async" className={cover} />
        ) : (
          <div
            aria-hidden="true"
            className={cx(cover, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }))}
          >
            <PlayIcon size={32} />
          </div>
        )}
        <p className={css({ textStyle: 'caption', color: 'accent.fg', fontWeight: '600', textTransform: 'uppercase' })}>
          {i18n._(contentTypeLabels[item.type])}
        </p>
        <h3 className={css({ textStyle: 'heading.sm', lineClamp: '2' })}>{item.title}</h3>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}>
          {owner ? (
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' })}>
              <Avatar name={owner.name} src={owner.avatar?.resize_url} size="xs" decorative />
              <span className={css({ textStyle: 'body.sm', color: 'fg.muted', truncate: true })}>{owner.name}</span>
            </span>
          ) : (
            <span />
          )}
          <span className={css({ fontWeight: '700', whiteSpace: 'nowrap' })}>
            {item.is_free ? t`Free` : formatPrice(item.price, i18n.locale as Locale)}
          </span>
        </div>
      </div>
    </Card>
  );
}
