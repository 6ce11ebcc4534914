import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';

const link = css({
  // A finger-sized target on a phone: the text alone is 16px tall.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'touch',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
});

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const year = new Date().getFullYear();
  return (
    <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', mt: '12' })}>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          gap: '4',
          justifyContent: 'space-between',
          maxWidth: '90rem',
          mx: 'auto',
          px: { base: '4', sm: '6', md: '8' },
          py: '8',
          textStyle: 'body.sm',
        })}
      >
        <nav aria-label={t`Legal and help`}>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', columnGap: { base: '4', sm: '6' } })}>
            <li>
              <Link to="/$lang/terms-conditions" params={{ lang }} className={link}>
                <Trans>Terms and conditions</Trans>
              </Link>
            </li>
            <li>
              <Link to="/$lang/privacy-policy" params={{ lang }} className={link}>
                <Trans>Privacy policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/$lang/support" params={{ lang }} className={link}>
                <Trans>Support</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>© {year} Stagepass. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
