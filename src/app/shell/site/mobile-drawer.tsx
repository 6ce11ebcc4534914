import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { ColorSchemeToggle } from '@app/ui/color-scheme-toggle';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { PageViewSwitch } from './page-view-switch';
import { useAccountMenu } from './use-account-menu';
import { useSiteProfile } from '@app/platform/page/use-site-session';

const section = css({
  display: 'grid',
  gap: '2',
  py: '4',
  '&:not(:first-child)': { borderTopWidth: '1px', borderColor: 'border.default' },
});
const entryLink = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 'touch',
  px: '2',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  fontWeight: '600',
  width: 'full',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

/** The phone menu's contents: the account entries (or sign-in), then the site preferences. */
export function MobileDrawerContent() {
  const { i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const profile = useSiteProfile();
  const items = useAccountMenu();

  return (
    <div className={css({ px: '4', pb: '2' })}>
      {profile ? (
        <nav aria-labelledby="drawer-account-heading" className={section}>
          <h2 id="drawer-account-heading" className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <Avatar name={profile.name} src={profile.avatar} size="sm" decorative />
            <span className={css({ textStyle: 'heading.sm' })}>{profile.name}</span>
          </h2>
          <ul className={css({ display: 'grid', gap: '1' })}>
            {items.map((item) => (
              <li key={item.key}>
                {item.href ? (
                  <UiLink href={item.href} className={entryLink}>
                    {item.label}
                  </UiLink>
                ) : (
                  <button type="button" className={entryLink} onClick={item.onSelect}>
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: '1fr 1fr', py: '4' })}>
          <Link to="/$lang/sign-in/form" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            <Trans>Sign in</Trans>
          </Link>
          <Link to="/$lang/sign-up" params={{ lang }} className={buttonStyles()}>
            <Trans>Sign up</Trans>
          </Link>
        </div>
      )}
      <MainNav className={section} />
      <div className={section}>
        <PageViewSwitch />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <LanguageSwitch />
          <CurrencySwitch />
          <ColorSchemeToggle />
        </div>
      </div>
    </div>
  );
}
