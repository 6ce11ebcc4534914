import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { CreatorCard } from '@shared/schemas/search';
import { Avatar } from '@app/ui/avatar';
import { CardLink } from '@app/ui/card';
import { creatorHref } from '@app/platform/content-lists/creator-href';
import { creatorRoleLabels } from '@app/platform/content-lists/creator-role-label';

const list = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

/** Creators worth discovering (most followed first), each opening their public page. */
export function FeaturedCreators({ creators, lang }: { creators: CreatorCard[]; lang: string }) {
  const { i18n } = useLingui();
  if (creators.length === 0) return null;
  return (
    <section aria-labelledby="creators-title" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="creators-title" className={css({ textStyle: 'heading.lg' })}>
        <Trans>Featured creators</Trans>
      </h2>
      <ul className={list}>
        {creators.map((creator) => {
          const followers = creator.followers_count;
          return (
            <li key={creator.id}>
              <CardLink href={creatorHref(lang, creator.login)} className={css({ height: 'full' })}>
                <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                  <Avatar name={creator.name} src={creator.avatar?.resize_url} size="md" decorative />
                  <span className={css({ display: 'grid', gap: '0.5', minWidth: '0' })}>
                    <span className={css({ textStyle: 'heading.sm', truncate: true })}>{creator.name}</span>
                    <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
                      {creator.role ? i18n._(creatorRoleLabels[creator.role]) : null}
                      {creator.role ? ' · ' : null}
                      <Plural value={followers} one="# follower" other="# followers" />
                    </span>
                  </span>
                </span>
              </CardLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
