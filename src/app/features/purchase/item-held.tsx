import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { ItemSummary } from './item-summary';

/** Nothing to pay: the fan owns the item already, it is theirs, or it is free. One message and the way to it. */
export function ItemHeld({ item }: { item: ContentResource }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <ItemSummary item={item} />
      <p role="status">
        {item.is_own ? (
          <Trans>This is your own item.</Trans>
        ) : item.is_free ? (
          <Trans>This item is free: add it to your collection from its page.</Trans>
        ) : (
          <Trans>You already have this item.</Trans>
        )}
      </p>
      <UiLink href={`/${locale}/content/${item.id}`} className={buttonStyles({ variant: 'solid' })}>
        <Trans>Go to the item</Trans>
      </UiLink>
    </div>
  );
}
