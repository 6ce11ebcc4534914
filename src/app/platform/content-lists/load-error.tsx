import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';

interface LoadErrorProps {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A list or page that could not be loaded, with the one next step there is: try again. */
export function LoadError({ title, onRetry, retrying, headingLevel = 'h3' }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<CircleAlertIcon size={20} />}
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
