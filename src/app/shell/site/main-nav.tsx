import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Permission } from '@shared/permissions';
import { useSiteProfile } from '@app/platform/page/use-site-session';

// One line: the header must not grow a second row in languages with longer words (Japanese at 1440px did).
const list = css({ display: 'flex', flexWrap: 'nowrap', gap: '1', whiteSpace: 'nowrap' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'touch',
  px: { base: '3', md: '2', xl: '3' },
  borderRadius: 'control',
  color: 'fg.default',
  fontWeight: '600',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.fg', bg: 'accent.subtle' },
});

/** Where a signed-in member goes every day: their feed, library, search and calendar; a visitor can search. */
export function MainNav({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const profile = useSiteProfile();
  const params = { lang };
  const search = (
    <li>
      <Link to="/$lang/search" params={params} className={link}>
        {t`Search`}
      </Link>
    </li>
  );
  if (!profile)
    return (
      <nav aria-label={t`Main`} className={className}>
        <ul className={list}>{search}</ul>
      </nav>
    );
  return (
    <nav aria-label={t`Main`} className={className}>
      <ul className={list}>
        <li>
          <Link to="/$lang/fan/feed" params={params} className={link}>
            {t`Feed`}
          </Link>
        </li>
        <li>
          <Link to="/$lang/library" params={params} className={link}>
            {t`Library`}
          </Link>
        </li>
        {search}
        <li>
          <Link to="/$lang/calendar" params={params} className={link}>
            {t`Calendar`}
          </Link>
        </li>
        <li>
          {profile.permissions.includes(Permission.creator) ? (
            <Link to="/$lang/creator/home" params={params} className={link}>
              {t`Studio`}
            </Link>
          ) : (
            <Link to="/$lang/creator/new" params={params} className={link}>
              {t`Become a creator`}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
