import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isLocale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { StatusPage } from '@app/ui/status-page';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** Not found outside the site and admin layouts (e.g. `/xx/anything`): no header to lean on, so a way home. */
export function StandaloneNotFound() {
  const { t, i18n } = useLingui();
  const lang = isLocale(i18n.locale) ? i18n.locale : 'en';
  usePageTitle(t`Page not found`);
  return (
    <main>
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
    </main>
  );
}
