import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { SLUG_PATTERN, type AdminStaticPageSummary } from '@shared/schemas/admin';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { TextField } from '@app/ui/text-field';
import { useNavigate } from '@tanstack/react-router';
import { staticPagePath } from '@app/features/static-pages';
import { staticPagesQueryOptions } from '../api';
import { AdminPage, filterBar, muted } from '../parts/admin-page';
import { DataTable, type Column } from '../parts/data-table';

/** `/admin/static_pages`: the site's pages and their languages; open one to edit, or start a new slug. */
export function StaticPagesPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, isPending } = useQuery(staticPagesQueryOptions());
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string[]>([]);
  const example = `/en${staticPagePath('cookies')}`;
  const columns: Column<AdminStaticPageSummary>[] = [
    {
      key: 'slug',
      header: t`Page`,
      render: (p) => (
        <div>
          <UiLink href={`/admin/static_pages/${p.slug}`}>{p.title}</UiLink>
          <div className={muted}>{p.slug}</div>
        </div>
      ),
    },
    {
      key: 'address',
      header: t`Address on the site`,
      render: (p) => <code>{`/{lang}${staticPagePath(p.slug)}`}</code>,
    },
    { key: 'locales', header: t`Languages`, render: (p) => p.locales.join(', ') },
    { key: 'updated', header: t`Updated`, render: (p) => formatDate(p.updated_at, 'dateTime') },
  ];
  return (
    <AdminPage title={t`Static pages`}>
      <form
        className={filterBar}
        onSubmit={(event) => {
          event.preventDefault();
          if (!SLUG_PATTERN.test(slug))
            return setError([t`Use 1 to 60 lower-case letters, digits, dashes or underscores.`]);
          void navigate({ to: '/admin/static_pages/$slug', params: { slug } });
        }}
      >
        <TextField label={t`New page address (slug)`} name="slug" value={slug} onChange={setSlug} errors={error} />
        <Button type="submit" variant="outline">{t`Create`}</Button>
      </form>
      <DataTable
        caption={t`Static pages`}
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(p) => p.slug}
        rowLabel={(p) => p.title}
        loading={isPending}
        empty={<EmptyState title={t`No pages yet`} headingLevel="h2" />}
      />
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {t`The site shows terms-conditions, privacy-policy and support at their own addresses and every other page under /pages/ (for example ${example}), in the visitor's language or else in English.`}
      </p>
    </AdminPage>
  );
}
