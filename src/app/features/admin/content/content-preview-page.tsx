import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ContentStatus } from '@shared/codes';
import { Card } from '@app/ui/card';
import { UiLink } from '@app/ui/link-context';
import { ContentBody } from '@app/features/content';
import { ContentHeader } from '@app/features/content';
import { ContentPeople, ContentTags } from '@app/features/content';
import { ContentTeaser } from '@app/features/content';
import { contentPreviewQueryOptions } from '../api';
import { AdminPage, muted, rowActions } from '../parts/admin-page';
import { useContentLabels } from './content-labels';
import { useContentModeration } from './moderation';

const layout = css({
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  alignItems: 'start',
});

/**
 * `/admin/content/:id`: the item as a fan who has not bought it sees it, drawn by the site's own content parts,
 * whatever its status (an item on review is what most needs a look), with the moderation actions beside it.
 */
export function ContentPreviewPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(contentPreviewQueryOptions(id));
  const { item, row } = data;
  const labels = useContentLabels();
  const moderation = useContentModeration();
  const onSite = row.status === ContentStatus.published && !row.deleted_at && !row.archived_at;
  const title = row.title;
  const status = labels.status(row.status);
  const owner = row.owner.name;
  const reason = row.deletion_reason ?? '';

  return (
    <AdminPage title={t`Preview: ${title}`} actions={moderation.actions(row)}>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'baseline' })}>
        <p>{t`Status: ${status}`}</p>
        <p className={muted}>{t`By ${owner}`}</p>
        {row.deleted_at && <p className={muted}>{t`In the trash: ${reason}`}</p>}
        <div className={rowActions}>
          <UiLink href="/admin/content">{t`Back to all content`}</UiLink>
          <UiLink href={`/admin/users/${row.owner.id}`}>{t`The creator's account`}</UiLink>
          {onSite && (
            <a href={`/${i18n.locale}/content/${item.id}`} target="_blank" rel="noreferrer">
              {t`Open on the site`}
              <span className={css({ srOnly: true })}>{t`(opens in a new tab)`}</span>
            </a>
          )}
        </div>
      </div>
      <Card
        as="section"
        header={
          <div>
            <h2 className={css({ textStyle: 'heading.sm' })}>{t`As a fan sees it`}</h2>
            <p className={muted}>{t`What a fan who has not bought this item sees on its page.`}</p>
          </div>
        }
      >
        <article aria-labelledby="content-title" className={layout}>
          <div className={css({ display: 'grid', gap: '6' })}>
            <ContentTeaser item={item} />
            <ContentBody item={item} />
          </div>
          <div className={css({ display: 'grid', gap: '5' })}>
            <ContentHeader item={item} />
            <ContentTags tags={item.tags ?? []} />
            <ContentPeople people={item.validParticipants ?? []} />
          </div>
        </article>
      </Card>
      {moderation.dialog}
    </AdminPage>
  );
}
