import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import UserIcon from 'lucide-react/icons/user';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { creatorHref } from '@app/platform/content-lists/creator-href';
import { LoadError } from '@app/platform/content-lists/load-error';
import { followedCreatorsQueryOptions } from './api';

const strip = css({
  display: 'flex',
  gap: '4',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  pb: '2',
  '& > li': { scrollSnapAlign: 'start', flex: '0 0 auto' },
});
const person = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '2',
  width: '6.5rem',
  textAlign: 'center',
  textStyle: 'body.sm',
  color: 'fg.default',
  borderRadius: 'control',
  p: '1',
  _hover: { color: 'accent.fg' },
});

/** The creators the fan follows, newest first, each opening their page. */
export function FollowedCreators({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(followedCreatorsQueryOptions());

  if (isError && !data) {
    return (
      <LoadError
        title={t`The creators you follow could not be loaded`}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (isPending) {
    return (
      <LoadingRegion loading label={t`Loading the creators you follow…`}>
        <div className={css({ display: 'flex', gap: '4' })}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} shape="circle" width="4rem" height="4rem" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        icon={<UserIcon size={20} />}
        title={t`You do not follow anyone yet`}
        description={t`Follow creators from their pages: their newest comes first in your feed.`}
        action={
          <Link to="/$lang" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            <Trans>Discover creators</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <ul className={strip}>
      {data.data.map((creator) => (
        <li key={creator.id}>
          <UiLink href={creatorHref(lang, creator.login)} className={person}>
            <Avatar name={creator.name} src={creator.avatar?.resize_url} size="lg" decorative />
            <span className={css({ lineClamp: '2' })}>{creator.name}</span>
          </UiLink>
        </li>
      ))}
    </ul>
  );
}
