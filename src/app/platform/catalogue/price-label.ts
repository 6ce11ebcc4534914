import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/locales';
import type { ContentResource } from '@shared/schemas/content';
import { formatPrice } from '@app/platform/format';

/**
 * What a card says where the price goes: what the viewer holds wins over what it costs, so an item
 * already bought is never shown as something to pay for again (issue 15).
 */
export function priceLabel(item: Pick<ContentResource, 'is_own' | 'is_bought' | 'is_free' | 'price'>, i18n: I18n) {
  if (item.is_own) return i18n._(msg`Your content`);
  if (item.is_bought) return i18n._(msg`Owned`);
  if (item.is_free) return i18n._(msg`Free`);
  return formatPrice(item.price, i18n.locale as Locale);
}
