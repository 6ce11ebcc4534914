import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { FeedItem } from '@shared/schemas/search';
import { formatDate } from '@app/platform/format';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { ResponsiveImage } from '@app/ui/responsive-image';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { contentHref } from '@app/platform/content-lists/content-href';
import { creatorHref } from '@app/platform/content-lists/creator-href';
import { FeedReasonBadge } from './feed-reason';
import { priceLabel } from '@app/platform/catalogue/price-label';

const chip = css({ px: '3', py: '1', bg: 'bg.muted', borderRadius: 'pill', textStyle: 'body.sm' });

/** The compact item: cover, what it is, who made it, price, next meetings and tags. */
export function FeedItemView({ item, lang }: { item: FeedItem; lang: Locale }) {
  const { t, i18n } = useLingui();
  // Read once: which meetings are still ahead need not change while the page is open.
  const [now] = useState(Date.now);
  const owner = item.shortOwner;
  const poster = item.cover ?? item.encodedTeaser?.poster ?? null;
  const upcoming = (item.meetings ?? []).filter((m) => Date.parse(m.ends_at) > now).slice(0, 3);
  return (
    <article className={css({ display: 'grid', gap: '4' })}>
      {poster ? (
        <ResponsiveImage
          src={poster.resize_url}
          alt=""
          // The page is narrow (36rem at most) and the picture is its first: its largest.
          sizes="min(100vw, 36rem)"
          priority
          className={css({
            width: 'full',
            height: 'auto',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 'card',
            bg: 'bg.muted',
          })}
        />
      ) : null}
      <div className={css({ display: 'grid', gap: '2' })}>
        <p className={css({ textStyle: 'caption', color: 'accent.fg', fontWeight: '600', textTransform: 'uppercase' })}>
          {i18n._(contentTypeLabels[item.type])}
        </p>
        <h1 className={css({ textStyle: 'heading.xl' })}>{item.title}</h1>
        <div>
          <FeedReasonBadge reason={item.feed_reason} />
        </div>
      </div>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        {owner ? (
          <UiLink
            href={creatorHref(lang, owner.login)}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'accent.fg', fontWeight: '600' })}
          >
            <Avatar name={owner.name} src={owner.avatar?.resize_url} size="sm" decorative />
            {owner.name}
          </UiLink>
        ) : null}
        <span className={css({ textStyle: 'heading.sm' })}>{priceLabel(item, i18n)}</span>
      </div>
      <p className={css({ whiteSpace: 'pre-line' })}>{item.description}</p>
      {upcoming.length > 0 ? (
        <section aria-labelledby="meetings-title" className={css({ display: 'grid', gap: '2' })}>
          <h2 id="meetings-title" className={css({ textStyle: 'heading.sm' })}>
            <Trans>Next meetings</Trans>
          </h2>
          <ul className={css({ display: 'grid', gap: '1' })}>
            {upcoming.map((m) => (
              <li key={m.id}>{formatDate(m.starts_at, 'dateTime', lang)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.tags && item.tags.length > 0 ? (
        <ul aria-label={t`Tags`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {item.tags.map((tag) => (
            <li key={tag.id} className={chip}>
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <UiLink href={contentHref(lang, item.id)} className={buttonStyles({ size: 'lg' })}>
          <Trans>Open the full page</Trans>
        </UiLink>
      </div>
    </article>
  );
}
