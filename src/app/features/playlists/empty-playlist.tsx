import { Trans, useLingui } from '@lingui/react/macro';
import PlayIcon from 'lucide-react/icons/play';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';

/** A playlist with no videos yet, on the server or only on this device: how to add one. */
export function EmptyPlaylist() {
  const { t, i18n } = useLingui();
  return (
    <EmptyState
      icon={<PlayIcon size={20} fill="currentColor" />}
      title={t`This playlist is empty`}
      description={t`Open a video you can watch and choose "Add to playlist".`}
      action={
        <UiLink href={`/${i18n.locale}/library`} className={buttonStyles({ variant: 'solid' })}>
          <Trans>Go to your collection</Trans>
        </UiLink>
      }
    />
  );
}
