import { Trans, useLingui } from '@lingui/react/macro';
import PlayIcon from 'lucide-react/icons/play';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import type { CreatorPage } from '@shared/schemas/content';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { contentHref } from '@app/platform/content-lists/content-href';
import { ContentRow } from '@app/platform/content-lists/content-row';
import { contentTypePluralLabels } from '@app/platform/content-lists/content-type-plural';
import { creatorHref } from '@app/platform/content-lists/creator-href';
import { TabSkeleton } from './tab-skeleton';
import { useCreatorPage } from './use-creator-page';

type LatestKey = Extract<keyof CreatorPage, `latest${string}`>;

/** The home tab's rows in order, each with the tab or type page that lists all of it. */
const rows: { key: LatestKey; type: ContentType; segment: string }[] = [
  { key: 'latestPerformance', type: ContentType.performance, segment: 'performance' },
  { key: 'latestFootage', type: ContentType.footage, segment: 'footage' },
  // Class series share this list (the server merges them), so "see all" opens the classes tab.
  { key: 'latestPublicClass', type: ContentType.publicClass, segment: 'classes' },
  { key: 'latestPrivateClass', type: ContentType.privateClass, segment: 'private-class' },
  { key: 'latestFeedback', type: ContentType.feedback, segment: 'feedback' },
  { key: 'latestTutorialSkills', type: ContentType.tutorialSkills, segment: 'tutorial-skills' },
  { key: 'latestTutorialKnowledge', type: ContentType.tutorialKnowledge, segment: 'tutorial-knowledge' },
  { key: 'latestSubscriptions', type: ContentType.subscription, segment: 'communities' },
];

const seeAll = css({ color: 'accent.fg', fontWeight: '600', textStyle: 'body.sm', whiteSpace: 'nowrap' });

/** `/$lang/creator/$login`: the creator's newest items of each kind. */
export function CreatorHomeTab() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { query } = useCreatorPage();
  const creator = query.data;
  if (!creator) return <TabSkeleton />;

  const filled = rows.filter((row) => creator[row.key].length > 0);
  if (filled.length === 0) {
    const name = creator.name;
    return (
      <EmptyState
        icon={<PlayIcon size={20} fill="currentColor" />}
        title={t`Nothing published yet`}
        description={t`${name} has not published anything yet. Come back soon.`}
      />
    );
  }
  return (
    <div className={css({ display: 'grid', gap: { base: '8', sm: '12' } })}>
      {filled.map((row) => (
        <ContentRow
          key={row.key}
          id={row.key}
          title={i18n._(contentTypePluralLabels[row.type])}
          items={creator[row.key]}
          hrefOf={(item) => contentHref(lang, item.id)}
          action={
            <UiLink href={creatorHref(lang, creator.login, row.segment)} className={seeAll}>
              <Trans>See all</Trans>
              <VisuallyHidden>: {i18n._(contentTypePluralLabels[row.type])}</VisuallyHidden>
            </UiLink>
          }
        />
      ))}
    </div>
  );
}
