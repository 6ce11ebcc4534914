import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@app/lib/session';
import { Button, buttonStyles } from '@app/ui/button';
import { CheckIcon, PlusIcon } from '@app/ui/icons';
import { followStateQueryOptions, useSetFollow } from './api';
import { SignInLink } from './sign-in-link';

export interface FollowButtonProps {
  /** The creator's user id. */
  creatorId: number;
  /** What the page already knows, shown until the follow state has loaded. */
  initialFollowed?: boolean;
}

/**
 * Follow / unfollow a creator. A toggle button whose name stays "Follow" while `aria-pressed` says
 * whether the viewer follows (WAI-ARIA APG: a toggle's label must not change with its state).
 */
export function FollowButton({ creatorId, initialFollowed }: FollowButtonProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const { data, isPending } = useQuery({ ...followStateQueryOptions(creatorId), enabled: signedIn });
  const setFollow = useSetFollow(creatorId);

  if (!signedIn) {
    return (
      <SignInLink className={buttonStyles({ variant: 'outline', size: 'sm' })} label={t`Sign in to follow`}>
        <PlusIcon size={16} />
        <Trans>Follow</Trans>
      </SignInLink>
    );
  }
  const followed = data?.is_followed ?? initialFollowed ?? false;
  return (
    <Button
      type="button"
      size="sm"
      variant={followed ? 'solid' : 'outline'}
      aria-pressed={followed}
      // Until the state is known a press could ask for what is already true.
      disabled={isPending && initialFollowed === undefined}
      onClick={() => setFollow.mutate({ creatorId, follow: !followed })}
    >
      {followed ? <CheckIcon size={16} /> : <PlusIcon size={16} />}
      <Trans>Follow</Trans>
    </Button>
  );
}
