import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { Menu } from '@app/ui/menu';
import { useAccountMenu } from './use-account-menu';
import { useSiteProfile } from '@app/platform/page/use-site-session';

/** Header end: the account menu when signed in, else sign-in and sign-up links. */
export function AccountArea() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const profile = useSiteProfile();
  const items = useAccountMenu();

  if (!profile) {
    return (
      <div className={css({ display: 'flex', gap: '2' })}>
        <Link to="/$lang/sign-in/form" params={{ lang }} className={buttonStyles({ variant: 'ghost' })}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to="/$lang/sign-up" params={{ lang }} className={buttonStyles()}>
          <Trans>Sign up</Trans>
        </Link>
      </div>
    );
  }
  const name = profile.name;
  return (
    <Menu
      label={t`Account menu for ${name}`}
      trigger={<Avatar name={profile.name} src={profile.avatar} size="sm" decorative />}
      items={items.map(({ key, label, href, onSelect }) => ({ value: key, label, href, onSelect }))}
    />
  );
}
