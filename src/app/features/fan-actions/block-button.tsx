import { Trans } from '@lingui/react/macro';
import { Button } from '@app/ui/button';
import { useBlockCreator } from './use-block-creator';

export interface BlockButtonProps {
  creator: { id: number; name: string };
}

/**
 * Block (after a confirmation) or unblock a creator. Blocking hides their content from the fan's
 * feed, search and home. Signed-out visitors have nobody to block for, so it renders nothing.
 */
export function BlockButton({ creator }: BlockButtonProps) {
  const block = useBlockCreator(creator);
  if (!block.signedIn) return null;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-haspopup={block.blocked ? undefined : 'dialog'}
        loading={block.pending}
        onClick={block.toggle}
      >
        {block.blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
      </Button>
      {block.dialog}
    </>
  );
}
