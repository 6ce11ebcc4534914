import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import CheckIcon from 'lucide-react/icons/check';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import { useIsSignedIn } from '@app/platform/session';
import { Button, buttonStyles } from '@app/ui/button';
import { followStateQueryOptions, useSetFollow } from './api';
import { SignInLink } from '@app/platform/catalogue/sign-in-link';

export interface FollowButtonProps {
  /** The creator's user id. */
  creatorId: number;
  /** What the page already knows, shown until the follow state has loaded. */
  initialFollowed?: boolean;
}

/**
 * Follow / unfollow a creator. Followed, the button says "Following" and, beside it, how to undo it
 * (issue 15: a pressed "Follow" did not read as a state). Not a toggle button: its name changes with
 * the state, which APG allows only for plain buttons.
 */
export function FollowButton({ creatorId, initialFollowed }: FollowButtonProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const { data, isPending } = useQuery({ ...followStateQueryOptions(creatorId), enabled: signedIn });
  const setFollow = useSetFollow(creatorId);
  const hintId = useId();

  if (!signedIn) {
    return (
      <SignInLink className={buttonStyles({ variant: 'outline', size: 'sm' })} label={t`Sign in to follow`}>
        <PlusIcon size={16} />
        <Trans>Follow</Trans>
      </SignInLink>
    );
  }
  const followed = data?.is_followed ?? initialFollowed ?? false;
  const button = (
    <Button
      type="button"
      size="sm"
      variant={followed ? 'solid' : 'outline'}
      aria-describedby={followed ? hintId : undefined}
      // Until the state is known a press could ask for what is already true.
      disabled={isPending && initialFollowed === undefined}
      onClick={() => setFollow.mutate({ creatorId, follow: !followed })}
    >
      {followed ? <CheckIcon size={16} /> : <PlusIcon size={16} />}
      {followed ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
  if (!followed) return button;
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      {button}
      <span id={hintId} className={css({ textStyle: 'caption', color: 'fg.muted' })}>
        <Trans>Press to unfollow</Trans>
      </span>
    </span>
  );
}
