import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { FollowedCreator } from '@shared/schemas/fan';
import { Avatar } from '@app/ui/avatar';
import { Button } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { toast } from '@app/ui/toaster';
import { useUnfollow } from './api';

/** One followed creator: who they are (a link to their page), how big they are, and Unfollow. */
export function FollowedCreatorRow({ creator }: { creator: FollowedCreator }) {
  const { t, i18n } = useLingui();
  const unfollow = useUnfollow();
  const followers = creator.counts.followers;
  const name = creator.name;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '3' })}>
      <Avatar name={creator.name} src={creator.avatar?.resize_url} size="md" decorative />
      <div className={css({ display: 'grid', minWidth: '0', flex: '1' })}>
        <UiLink
          href={`/${i18n.locale}/creator/${creator.login}`}
          className={css({ fontWeight: '600', truncate: true, color: 'fg.default', _hover: { color: 'accent.fg' } })}
        >
          {creator.name}
        </UiLink>
        <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Plural value={followers} one="# follower" other="# followers" />
        </span>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={unfollow.isPending}
        aria-label={t`Unfollow ${name}`}
        onClick={() =>
          unfollow.mutate(creator.id, { onSuccess: () => toast.success(t`You no longer follow ${name}.`) })
        }
      >
        <Trans>Unfollow</Trans>
      </Button>
    </div>
  );
}
