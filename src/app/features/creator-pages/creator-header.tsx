import { Fragment, type ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { CreatorPage } from '@shared/schemas/content';
import { Avatar } from '@app/ui/avatar';
import { Skeleton } from '@app/ui/skeleton';
import { creatorRoleLabels } from '@app/platform/content-lists/creator-role-label';
import { BlockButton, FollowButton, MessageButton } from '@app/features/fan-actions';
import { followStateQueryOptions } from '@app/features/fan-actions';
import { useSiteProfile } from '@app/platform/page/use-site-session';

const header = css({
  display: 'grid',
  gridTemplateColumns: { base: 'auto 1fr', sm: 'auto 1fr auto' },
  alignItems: 'center',
  columnGap: { base: '4', sm: '6' },
  rowGap: '4',
});

/** Who the page belongs to: avatar, name, role, follower count, and the follow, message and block buttons. */
export function CreatorHeader({ creator }: { creator: CreatorPage }) {
  const { i18n } = useLingui();
  // FollowButton reads the same query, so the counter moves as soon as the viewer follows.
  const followers = useQuery(followStateQueryOptions(creator.id));
  const count = followers.data?.followers_count;
  const isOwnPage = useSiteProfile()?.id === creator.id;
  // Blocked, the page's notice offers Unblock; following someone you blocked means nothing.
  const blocked = followers.data?.is_blocked_by_viewer ?? creator.is_blocked_by_viewer;

  const facts: ReactNode[] = [<span key="login">@{creator.login}</span>];
  if (creator.role) facts.push(<span key="role">{i18n._(creatorRoleLabels[creator.role])}</span>);
  facts.push(
    count === undefined ? (
      <Skeleton key="followers" shape="text" width="6rem" />
    ) : (
      <span key="followers">
        <Plural value={count} one="# follower" other="# followers" />
      </span>
    ),
  );
  return (
    <header className={header}>
      <Avatar name={creator.name} src={creator.avatar?.resize_url} size="xl" decorative />
      <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
        <h1 className={css({ textStyle: 'heading.xl', overflowWrap: 'anywhere' })}>{creator.name}</h1>
        <p
          className={css({
            color: 'fg.muted',
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: '2',
            alignItems: 'center',
          })}
        >
          {facts.map((fact, index) => (
            <Fragment key={index}>
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              {fact}
            </Fragment>
          ))}
        </p>
      </div>
      {isOwnPage || blocked ? null : (
        <div
          className={css({ gridColumn: { base: '1 / -1', sm: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: '2' })}
        >
          <FollowButton creatorId={creator.id} initialFollowed={followers.data?.is_followed} />
          <MessageButton creator={creator} />
          <BlockButton creator={creator} />
        </div>
      )}
    </header>
  );
}
