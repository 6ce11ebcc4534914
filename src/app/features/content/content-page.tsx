import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { useCurrency } from '@app/platform/preferences';
import { useHasUserToken, useIsSignedIn } from '@app/platform/session';
import { PageContainer } from '@app/ui/page-container';
import { ReviewsSection } from '@app/features/moderation';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { contentPageQueryOptions, type ContentSource } from '@app/platform/catalogue/content-api';
import { ContentActions } from './content-actions';
import { ContentBody } from './content-body';
import { ContentHeader } from './content-header';
import { ContentPeople, ContentTags } from './content-people';
import { ContentTeaser } from './content-teaser';
import { DeletedContent } from './deleted-content';
import { RelatedContent } from './related-content';

/** Phone: one column in reading order. Wide screens: the media column, and the details beside it. */
const layout = css({
  display: 'grid',
  gap: { base: '6', md: '8' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  gridTemplateAreas: { base: '"media" "details" "body"', md: '"media details" "body details"' },
  alignItems: 'start',
});

/** The page of one content item, for all nine types (GET /api/content/:id or /api/shared-content/:id). */
export function ContentPage({ source, contentId }: { source: ContentSource; contentId: number }) {
  const { i18n } = useLingui();
  const currency = useCurrency();
  const signedIn = useIsSignedIn('site');
  const viewer = useHasUserToken('site') ? 'user' : 'visitor';
  const { data: item } = useSuspenseQuery(
    contentPageQueryOptions(source, contentId, i18n.locale as Locale, currency, viewer),
  );
  usePageTitle(item.deletion_reason === null ? item.title : undefined);
  if (item.deletion_reason !== null) return <DeletedContent reason={item.deletion_reason} />;

  const community = item.type === ContentType.subscription;
  const included = (item.is_own ? item.subscribedContent : item.availableSubscribedContent) ?? [];
  const communities = (item.is_own ? item.connectedSubscriptions : item.availableInSubscriptions) ?? [];

  return (
    <PageContainer width="wide">
      <article aria-labelledby="content-title" className={css({ display: 'grid', gap: '10' })}>
        <div className={layout}>
          <div className={css({ gridArea: 'media' })}>
            <ContentTeaser item={item} />
          </div>
          <div
            className={css({ gridArea: 'details', display: 'grid', gap: '5', md: { position: 'sticky', top: '4' } })}
          >
            <ContentHeader item={item} />
            <ContentActions item={item} />
            <ContentTags tags={item.tags ?? []} />
            <ContentPeople people={item.validParticipants ?? item.participants ?? []} />
          </div>
          <div className={css({ gridArea: 'body', display: 'grid', gap: '8' })}>
            <ContentBody item={item} />
          </div>
        </div>
        {community ? (
          <RelatedContent id="content-included" title={<Trans>Included in this community</Trans>} items={included} />
        ) : (
          <RelatedContent
            id="content-communities"
            title={<Trans>Communities that include it</Trans>}
            items={communities}
          />
        )}
        <ReviewsSection
          target={{ type: 'content', id: item.id }}
          canReview={signedIn && item.is_bought && !item.is_own}
        />
        <RelatedContent id="content-similar" title={<Trans>More like this</Trans>} items={item.similar ?? []} />
      </article>
    </PageContainer>
  );
}
