import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';

/** Reports come from accounts (so moderators can follow up); a visitor is sent to sign in and back. */
export function ReportSignIn() {
  const { i18n } = useLingui();
  const href = useLocation({ select: (location) => location.href });
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p>
        <Trans>Sign in to report something. You will come back here afterwards.</Trans>
      </p>
      <Link
        to="/$lang/sign-in/form"
        params={{ lang: i18n.locale as Locale }}
        search={{ redirect: href }}
        className={buttonStyles({})}
      >
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}
