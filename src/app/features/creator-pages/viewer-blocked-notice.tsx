import { Trans, useLingui } from '@lingui/react/macro';
import InfoIcon from 'lucide-react/icons/info';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { useBlockCreator } from '@app/features/fan-actions';

/** A creator the fan blocked: their page says so, instead of "nothing published", and offers Unblock. */
export function ViewerBlockedNotice({ creator }: { creator: { id: number; name: string } }) {
  const { t } = useLingui();
  const block = useBlockCreator(creator);
  const name = creator.name;
  return (
    <div role="status">
      <EmptyState
        icon={<InfoIcon size={20} />}
        title={t`You blocked ${name}`}
        description={t`Their content is hidden from your feed, search and home. Unblock them to see it again.`}
        action={
          <Button type="button" variant="outline" loading={block.pending} onClick={block.unblock}>
            <Trans>Unblock</Trans>
          </Button>
        }
      />
    </div>
  );
}
