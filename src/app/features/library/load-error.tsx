import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { AlertIcon } from '@app/ui/icons';

/** A list that could not be loaded: say so and offer to try again. */
export function LoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel="h2"
      icon={<AlertIcon />}
      title={title}
      description={t`Check your connection, then try again.`}
      action={
        <Button type="button" loading={retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
