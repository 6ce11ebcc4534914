import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { StatusPage } from '@app/ui/status-page';
import { usePageTitle } from '@app/platform/page/use-page-title';

/** An id that is no content the viewer may open: never published, a private draft, or mistyped. */
export function ContentNotFound() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Content not found`);
  return (
    <StatusPage
      code="404"
      title={t`We could not find this content`}
      description={t`It may be unpublished, or the link may be mistyped.`}
      actions={
        <Link to="/$lang" params={{ lang: i18n.locale as Locale }} className={buttonStyles()}>
          <Trans>Discover other content</Trans>
        </Link>
      }
    />
  );
}
