import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { LoadError } from '@app/platform/content-lists/load-error';
import { isNotFound } from './not-found';

/**
 * The playlist could not be shown: gone (or not the fan's), or the request failed and may be retried.
 * No `error`: it is not there (a playlist created offline that is no longer waiting to be sent).
 */
export function PlaylistMissing({
  error,
  onRetry,
  retrying = false,
}: {
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t, i18n } = useLingui();
  if (error !== undefined && !isNotFound(error))
    return (
      <LoadError headingLevel="h2" title={t`This playlist could not be loaded`} onRetry={onRetry} retrying={retrying} />
    );
  return (
    <EmptyState
      headingLevel="h2"
      icon={<CircleAlertIcon size={20} />}
      title={t`This playlist does not exist`}
      description={t`It may have been deleted.`}
      action={
        <UiLink href={`/${i18n.locale}/fan/playlist`} className={buttonStyles({ variant: 'solid' })}>
          <Trans>Your playlists</Trans>
        </UiLink>
      }
    />
  );
}
