import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { CollaborationStatus } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { EmptyState } from '@app/ui/empty-state';
import { NavTabs } from '@app/ui/nav-tabs';
import { collaborationsQueryOptions } from '../api';
import { StudioItemList } from '../studio-item-list';
import type { CollaborationTab } from './collaboration-search';
import { CreatorAreaLayout } from './creator-area-layout';
import { InvitationReply } from './invitation-reply';

const statusOf: Record<CollaborationTab, CollaborationStatus> = {
  invitations: CollaborationStatus.pending,
  accepted: CollaborationStatus.accepted,
  declined: CollaborationStatus.declined,
};

/** `/creator/collaboration`: invitations to answer, and the items I collaborate on (or declined). */
export function CollaborationPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const search = useSearch({ from: '/$lang/creator/collaboration' });
  const navigate = useNavigate({ from: '/$lang/creator/collaboration' });
  const tab: CollaborationTab = search.tab ?? 'invitations';
  const page = search.page ?? 1;
  const list = useQuery(collaborationsQueryOptions(statusOf[tab], page));
  const labels: Record<CollaborationTab, string> = {
    invitations: t`Invitations`,
    accepted: t`I collaborate on`,
    declined: t`Declined`,
  };
  const empty: Record<CollaborationTab, string> = {
    invitations: t`No invitations waiting`,
    accepted: t`You collaborate on nothing yet`,
    declined: t`You declined nothing`,
  };
  return (
    <CreatorAreaLayout
      title={t`Collaboration`}
      intro={t`Other creators invite you to appear on their items. Once you accept, you are shown as a participant.`}
    >
      <div className={css({ overflowX: 'auto' })}>
        <NavTabs
          label={t`Collaboration lists`}
          items={(Object.keys(labels) as CollaborationTab[]).map((name) => ({
            label: labels[name],
            href: `/${lang}/creator/collaboration${name === 'invitations' ? '' : `?tab=${name}`}`,
            active: name === tab,
          }))}
        />
      </div>
      <StudioItemList
        query={list}
        page={page}
        onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next === 1 ? undefined : next }) })}
        isOwn={() => false}
        actions={(item) =>
          item.collaboration_status === CollaborationStatus.pending ? <InvitationReply item={item} /> : null
        }
        label={labels[tab]}
        errorTitle={t`Your collaborations could not be loaded`}
        empty={<EmptyState headingLevel="h2" title={empty[tab]} />}
      />
    </CreatorAreaLayout>
  );
}
