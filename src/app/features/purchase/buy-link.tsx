import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { formatPrice } from '@app/platform/format';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { ApproximatePrice } from './approximate-price';

/**
 * "Buy" on a paid item the viewer does not hold, in the item's currency (the one charged), with an approximate in
 * the viewer's chosen currency; visitors are asked to sign in on the way and come back.
 */
export function BuyLink({ item }: { item: ContentResource }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const price = formatPrice(item.price, locale);
  return (
    <>
      <UiLink
        href={`/${locale}/purchase?content=${item.id}`}
        className={buttonStyles({ variant: 'solid', size: 'sm' })}
      >
        <Trans>Buy for {price}</Trans>
      </UiLink>
      <ApproximatePrice price={item.price} className={css({ color: 'fg.muted', textStyle: 'body.sm' })} />
    </>
  );
}
