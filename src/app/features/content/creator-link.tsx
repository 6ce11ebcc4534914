import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { ShortUser } from '@shared/schemas/content';
import { Avatar } from '@app/ui/avatar';

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minWidth: '0' });

/** A person with their avatar, linking to their public creator page. */
export function CreatorLink({ user, size = 'sm' }: { user: ShortUser; size?: 'xs' | 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/$lang/creator/$login"
      params={{ lang: i18n.locale as Locale, login: user.login }}
      className={css({ color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}
    >
      <span className={row}>
        <Avatar name={user.name} src={user.avatar?.resize_url} size={size} decorative />
        <span className={css({ fontWeight: '600', truncate: true })}>{user.name}</span>
      </span>
    </Link>
  );
}
