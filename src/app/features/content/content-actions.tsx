import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import { ShareButton } from '@app/features/fan-actions';
import { UnlockFreeButton } from '@app/features/fan-actions';
import { WishlistButton } from '@app/platform/catalogue/wishlist-button';
import { ReportButton } from '@app/features/moderation';
import { CommunityMembership } from '@app/features/purchase';
import { BuyLink } from '@app/features/purchase';
import { SendFeedbackLink } from '@app/features/feedback';

/**
 * What a fan can do with the item: add it when free, buy it, send a video to a bought feedback service,
 * join or leave a community, wishlist, share, report.
 */
export function ContentActions({ item }: { item: ContentResource }) {
  const { i18n } = useLingui();
  return (
    <>
      {item.type === 50 && !item.is_own ? <CommunityMembership item={item} /> : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {item.is_free && !item.is_bought && !item.is_own ? <UnlockFreeButton contentId={item.id} /> : null}
        {!item.is_free && !item.is_bought && !item.is_own && item.type !== 50 ? <BuyLink item={item} /> : null}
        {item.type === ContentType.feedback && item.is_bought && !item.is_own ? (
          <SendFeedbackLink contentId={item.id} />
        ) : null}
        {item.is_own ? null : <WishlistButton contentId={item.id} />}
        {/* The link-preview page: crawlers get its Open Graph tags, people are sent on to the content page. */}
        <ShareButton path={`/share/content/${item.id}?lang=${i18n.locale}`} title={item.title} />
        {item.is_own ? null : <ReportButton target={{ type: 'content', id: item.id }} />}
      </div>
    </>
  );
}
