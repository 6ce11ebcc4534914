import { Trans, useLingui } from '@lingui/react/macro';
import UserIcon from 'lucide-react/icons/user';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { MembershipSummary } from '@app/features/purchase';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { collectionQueryOptions } from './api';
import { ContentList } from './content-list';
import { pageHeading } from './styles';

const communitiesQueryOptions = (page: number) => collectionQueryOptions(page, true);

/** `/library/communities` and `/fan/communities`: the creator communities the fan has joined. */
export function CommunitiesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Communities`);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <h1 className={pageHeading}>
        <Trans>Communities</Trans>
      </h1>
      <ContentList
        options={communitiesQueryOptions}
        label={t`Communities`}
        errorTitle={t`Your communities could not be loaded`}
        renderActions={(item) => <MembershipSummary contentId={item.id} />}
        empty={
          <EmptyState
            icon={<UserIcon size={20} />}
            title={t`You have not joined a community yet`}
            description={t`A creator's community unlocks their classes and videos for its members.`}
            action={
              <UiLink href={`/${i18n.locale}`} className={buttonStyles({ variant: 'solid' })}>
                <Trans>Discover creators</Trans>
              </UiLink>
            }
          />
        }
      />
    </div>
  );
}
