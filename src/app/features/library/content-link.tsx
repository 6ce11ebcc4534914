import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { UiLink } from '@app/ui/link-context';
import { ContentCard, GRID_COVER_SIZES } from '@app/platform/catalogue/content-card';

/** A content card that opens the content page; the card's title names the link. */
export function ContentLink({ item }: { item: ContentResource }) {
  const { i18n } = useLingui();
  return (
    <UiLink
      href={`/${i18n.locale}/content/${item.id}`}
      className={css({
        display: 'block',
        height: 'full',
        borderRadius: 'card',
        _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
      })}
    >
      <ContentCard item={item} coverSizes={GRID_COVER_SIZES} />
    </UiLink>
  );
}
