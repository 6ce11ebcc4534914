import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { formatDate } from '@app/lib/format';
import { profileQueryOptions } from '@app/lib/session';
import { Avatar } from '@app/ui/avatar';
import { Card } from '@app/ui/card';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '../shell/use-page-title';

/** The first admin page: who is signed in to the back office (GET /admin-api/profile). */
export function AdminHomePage() {
  const { t } = useLingui();
  const { data: profile } = useSuspenseQuery(profileQueryOptions('admin'));
  usePageTitle(t`Administration`);
  if (!profile) return null;
  const name = profile.name;
  const verified = profile.email_verified_at ? formatDate(profile.email_verified_at, 'date') : null;
  return (
    <PageContainer>
      <div className={css({ display: 'grid', gap: '6' })}>
        <h1 className={css({ textStyle: 'heading.lg' })}>
          <Trans>Welcome, {name}</Trans>
        </h1>
        <Card
          as="section"
          header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Your administrator profile`}</h2>}
        >
          <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
            <Avatar name={profile.name} size="lg" decorative />
            <dl className={css({ display: 'grid', gap: '1', gridTemplateColumns: 'auto 1fr', columnGap: '4' })}>
              <dt className={css({ color: 'fg.muted' })}>
                <Trans>Name</Trans>
              </dt>
              <dd>{profile.name}</dd>
              <dt className={css({ color: 'fg.muted' })}>
                <Trans>Email</Trans>
              </dt>
              <dd>{profile.email}</dd>
              <dt className={css({ color: 'fg.muted' })}>
                <Trans>Verified on</Trans>
              </dt>
              <dd>{verified ?? t`Not verified`}</dd>
              <dt className={css({ color: 'fg.muted' })}>
                <Trans>Permissions</Trans>
              </dt>
              <dd>{profile.permissions.join(', ')}</dd>
            </dl>
          </div>
        </Card>
      </div>
    </PageContainer>
  );
}
