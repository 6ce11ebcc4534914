import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { formatPrice } from '@app/platform/format';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { CreatorMenu } from '@app/features/fan-actions';
import { FollowButton } from '@app/features/fan-actions';
import { CreatorLink } from './creator-link';

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '1',
  borderRadius: 'pill',
  bg: 'success.subtle',
  color: 'fg.default',
  textStyle: 'body.sm',
  fontWeight: '600',
});

/** Type, title, price (or what the viewer holds), and the creator with a follow button and their menu. */
export function ContentHeader({ item }: { item: ContentResource }) {
  const { t, i18n } = useLingui();
  const owner = item.shortOwner;
  return (
    <header className={css({ display: 'grid', gap: '3' })}>
      <p className={css({ textStyle: 'label', color: 'accent.fg', textTransform: 'uppercase' })}>
        {i18n._(contentTypeLabels[item.type])}
      </p>
      <h1 id="content-title" className={css({ textStyle: 'heading.xl', overflowWrap: 'anywhere' })}>
        {item.title}
      </h1>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <p className={css({ textStyle: 'heading.md' })}>
          {item.is_free ? t`Free` : formatPrice(item.price, i18n.locale as Locale)}
        </p>
        {item.is_own ? (
          <span className={badge}>
            <Trans>Your content</Trans>
          </span>
        ) : item.is_bought ? (
          <span className={badge}>
            <CheckIcon size={16} />
            <Trans>In your collection</Trans>
          </span>
        ) : null}
      </div>
      {owner ? (
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
          })}
        >
          <CreatorLink user={owner} size="md" />
          {item.is_own ? null : (
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <FollowButton creatorId={owner.id} />
              <CreatorMenu creator={owner} />
            </div>
          )}
        </div>
      ) : null}
    </header>
  );
}
