import { Trans, useLingui } from '@lingui/react/macro';
import PlusIcon from 'lucide-react/icons/plus';
import { useIsSignedIn } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { useUnlockFree } from './api';

/**
 * "Add to my collection" for a free item. Render it only for free content the viewer does not hold
 * yet (`is_free && !is_bought && !is_own`); it hides itself for signed-out visitors, who can watch
 * free content anyway. The content and collection queries refetch, so the page shows it as held.
 */
export function UnlockFreeButton({ contentId }: { contentId: number }) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const unlock = useUnlockFree(contentId, () =>
    toast.success(t`Added to your collection`, t`You can find it in your library.`),
  );
  if (!signedIn) return null;
  return (
    <Button type="button" size="sm" loading={unlock.isPending} onClick={() => unlock.mutate()}>
      <PlusIcon size={16} />
      <Trans>Add to my collection</Trans>
    </Button>
  );
}
