import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { StatusPage } from '@app/ui/status-page';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** `/$lang/403`: where a guard sends a signed-in person whose account may not open a page. */
export function ForbiddenPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  usePageTitle(t`No access`);
  return (
    <StatusPage
      code="403"
      title={t`You do not have access to this page`}
      description={t`Your account type cannot open this page. If you think it should, contact support.`}
      actions={
        <>
          <Link to="/$lang" params={{ lang }} className={buttonStyles()}>
            <Trans>Go to the home page</Trans>
          </Link>
          <Link to="/$lang/support" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            <Trans>Contact support</Trans>
          </Link>
        </>
      }
    />
  );
}
