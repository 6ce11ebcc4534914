import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { useCreateShortLink } from './api';

export interface ShareButtonProps {
  /** The page to share, a path of this site (`/en/content/12`). */
  path: string;
  /** What the share sheet shows as the title. */
  title: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Makes a short link, then opens the device's share sheet (phones) or copies the link (desktops).
 * A failed request is reported by the app's error handler; a closed share sheet is not an error.
 */
export function ShareButton({ path, title }: ShareButtonProps) {
  const { t } = useLingui();
  const shortLink = useCreateShortLink();

  const share = async () => {
    const { code } = await shortLink.mutateAsync(path);
    const url = `${location.origin}/s/${code}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // Not allowed here (no user activation left after the request): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`, url);
    } catch {
      toast.info(t`Copy this link to share it`, url);
    }
  };

  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      loading={shortLink.isPending}
      onClick={() => void share().catch(() => undefined)}
    >
      <Trans>Share</Trans>
    </Button>
  );
}
