import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { StatusPage } from '@app/ui/status-page';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** A deleted item still answers a buyer's old link, with the creator's reason and nothing else. */
export function DeletedContent({ reason }: { reason: string }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Content removed`);
  return (
    <StatusPage
      title={t`This content has been removed`}
      description={reason.trim() ? t`The creator's reason: ${reason}` : t`The creator did not give a reason.`}
      actions={
        <Link to="/$lang" params={{ lang: i18n.locale as Locale }} className={buttonStyles()}>
          <Trans>Discover other content</Trans>
        </Link>
      }
    />
  );
}
