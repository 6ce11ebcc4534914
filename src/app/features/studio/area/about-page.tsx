import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { CreatorRole } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { useProfile } from '@app/platform/session';
import { Avatar } from '@app/ui/avatar';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { creatorRoleLabels } from '@app/platform/content-lists/creator-role-label';
import { CreatorAreaLayout } from './creator-area-layout';

/** `/creator/about`: what fans see about me, with the ways to change it and to see my public page. */
export function CreatorAboutPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const profile = useProfile('site').data;
  return (
    <CreatorAreaLayout title={t`About`} intro={t`This is what fans read on your public page.`}>
      <Card as="section">
        {!profile ? (
          <Skeleton height="10rem" />
        ) : (
          <div className={css({ display: 'grid', gap: '4' })}>
            <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
              <Avatar name={profile.name} src={profile.avatar ?? undefined} size="lg" decorative />
              <div className={css({ display: 'grid', gap: '1', minWidth: '0' })}>
                <h2 className={css({ textStyle: 'heading.md', overflowWrap: 'anywhere' })}>{profile.name}</h2>
                <p className={css({ color: 'fg.muted' })}>
                  @{profile.login}
                  {profile.creator_role ? ` · ${i18n._(creatorRoleLabels[profile.creator_role as CreatorRole])}` : ''}
                </p>
              </div>
            </div>
            {profile.status === 'pending' ? (
              <p
                className={css({
                  textStyle: 'body.sm',
                  bg: 'warning.subtle',
                  color: 'warning.fg',
                  p: '3',
                  borderRadius: 'control',
                })}
              >
                <Trans>
                  Your creator account is awaiting approval. You can prepare content; it goes live after review.
                </Trans>
              </p>
            ) : null}
            <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
              {profile.bio || <span className={css({ color: 'fg.muted' })}>{t`You have not written a bio yet.`}</span>}
            </p>
            {profile.genres.length > 0 ? (
              <ul
                aria-label={t`Genres`}
                className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}
              >
                {profile.genres.map((genre) => (
                  <li
                    key={genre.id}
                    className={css({ px: '3', py: '1', borderRadius: 'pill', bg: 'bg.muted', textStyle: 'body.sm' })}
                  >
                    {genre.name}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <Link
                to="/$lang/account/edit/public-data"
                params={{ lang }}
                className={buttonStyles({ variant: 'solid' })}
              >
                <Trans>Edit profile</Trans>
              </Link>
              <Link
                to="/$lang/account/edit/social-networks"
                params={{ lang }}
                className={buttonStyles({ variant: 'outline' })}
              >
                <Trans>Social networks</Trans>
              </Link>
              <Link
                to="/$lang/creator/$login"
                params={{ lang, login: profile.login }}
                className={buttonStyles({ variant: 'ghost' })}
              >
                <Trans>View my public page</Trans>
              </Link>
            </div>
          </div>
        )}
      </Card>
    </CreatorAreaLayout>
  );
}
