import { Trans, useLingui } from '@lingui/react/macro';
import PlayIcon from 'lucide-react/icons/play';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { collectionQueryOptions } from './api';
import { ContentList } from './content-list';
import { LibraryCounts } from './library-counts';
import { pageHeading } from './styles';

/** `/library`: the sections with their counts, then everything the fan holds (bought, free or joined). */
export function LibraryPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Library`);
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <div className={css({ display: 'grid', gap: '4' })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
          })}
        >
          <h1 className={pageHeading}>
            <Trans>Library</Trans>
          </h1>
          {/* The videos saved on this device play with no connection; the library is where a fan looks for them. */}
          <UiLink href={`/${i18n.locale}/fan/downloads`} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <Trans>Downloads</Trans>
          </UiLink>
        </div>
        <LibraryCounts />
      </div>
      <section aria-labelledby="collection-heading" className={css({ display: 'grid', gap: '4' })}>
        <h2 id="collection-heading" className={css({ textStyle: 'heading.md' })}>
          <Trans>Your collection</Trans>
        </h2>
        <ContentList
          options={(page) => collectionQueryOptions(page)}
          label={t`Your collection`}
          errorTitle={t`Your collection could not be loaded`}
          empty={
            <EmptyState
              headingLevel="h3"
              icon={<PlayIcon size={20} fill="currentColor" />}
              title={t`Nothing in your collection yet`}
              description={t`What you buy or unlock for free appears here, ready to watch.`}
              action={
                <UiLink href={`/${i18n.locale}`} className={buttonStyles({ variant: 'solid' })}>
                  <Trans>Discover content</Trans>
                </UiLink>
              }
            />
          }
        />
      </section>
    </div>
  );
}
