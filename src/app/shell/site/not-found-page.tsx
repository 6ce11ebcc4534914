import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { StatusPage } from '@app/ui/status-page';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** `/$lang/404`, and what the site layout shows for any address it does not know. */
export function NotFoundPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  usePageTitle(t`Page not found`);
  return (
    <StatusPage
      code="404"
      title={t`We could not find that page`}
      description={t`The address may be mistyped, or the page may have moved.`}
      actions={
        <Link to="/$lang" params={{ lang }} className={buttonStyles()}>
          <Trans>Go to the home page</Trans>
        </Link>
      }
    />
  );
}
