import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { Card } from '@app/ui/card';
import { Skeleton } from '@app/ui/skeleton';
import { creatorRoleLabels } from '@app/platform/content-lists/creator-role-label';
import { creatorProfileQueryOptions } from './api';
import { CreatorSocialLinks } from './creator-social-links';
import { TabSkeleton } from './tab-skeleton';
import { useCreatorPage } from './use-creator-page';

const row = css({ display: 'grid', gap: '1', gridTemplateColumns: { sm: '12rem 1fr' }, py: '3' });
const term = css({ color: 'fg.muted', textStyle: 'body.sm' });

/** `/$lang/creator/$login/about`: bio, role, when they joined, how much they published and their social links. */
export function CreatorAboutTab() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const creator = useCreatorPage().query.data;
  const profile = useQuery({ ...creatorProfileQueryOptions(creator?.id ?? 0), enabled: creator !== undefined });
  if (!creator) return <TabSkeleton />;
  const name = creator.name;

  return (
    <section aria-labelledby="about-title" className={css({ display: 'grid', gap: '4', maxWidth: '48rem' })}>
      <h2 id="about-title" className={css({ textStyle: 'heading.lg' })}>
        <Trans>About {name}</Trans>
      </h2>
      <Card>
        <p className={css({ whiteSpace: 'pre-line' })}>{creator.bio || t`${name} has not written a bio yet.`}</p>
        <dl className={css({ mt: '4' })}>
          {creator.role ? (
            <div className={row}>
              <dt className={term}>
                <Trans>Role</Trans>
              </dt>
              <dd>{i18n._(creatorRoleLabels[creator.role])}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className={term}>
              <Trans>On Stagepass since</Trans>
            </dt>
            <dd>
              {profile.data ? (
                formatDate(profile.data.created_at, 'date', lang)
              ) : profile.isError ? (
                t`Not available right now`
              ) : (
                <Skeleton shape="text" width="8rem" />
              )}
            </dd>
          </div>
          <div className={row}>
            <dt className={term}>
              <Trans>Published</Trans>
            </dt>
            <dd>
              <Plural value={creator.counts.content} one="# item" other="# items" />
            </dd>
          </div>
        </dl>
        <CreatorSocialLinks name={name} links={creator.social_links ?? []} />
      </Card>
    </section>
  );
}
