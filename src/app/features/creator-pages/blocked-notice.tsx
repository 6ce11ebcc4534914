import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';

/** A creator the administration blocked: their page stays reachable but shows nothing of theirs. */
export function BlockedNotice({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  return (
    <div role="status">
      <EmptyState
        icon={<CircleAlertIcon size={20} />}
        title={t`This creator's account is suspended`}
        description={t`Stagepass has suspended this account, so its content is not available for now.`}
        action={
          <Link to="/$lang" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            {t`Discover other creators`}
          </Link>
        }
      />
    </div>
  );
}
