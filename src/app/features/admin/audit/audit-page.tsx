import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { AuditEntry } from '@shared/schemas/admin';
import { formatDate } from '@app/platform/format';
import { DateTimeField } from '@app/ui/date-time-field';
import { TextField } from '@app/ui/text-field';
import { auditQueryOptions, usersQueryOptions } from '../api';
import { muted } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { useListSearch } from '../parts/list-search';
import type { auditFilters } from '../list-params';
import { auditListParams } from '../list-params';
import { ListFilter } from '../parts/list-filter';

type Filter = (typeof auditFilters)[number];

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));
const pre = css({
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: 'mono',
  fontSize: 'xs',
  maxWidth: '28rem',
});

/** `/admin/audit`: every admin write (who, what, when, before and after), filtered by actor, entity, action, dates. */
export function AuditPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const params = auditListParams(search);
  const list = useQuery(auditQueryOptions(params));
  // The filter names people, not ids: the accounts that can write the audit log.
  const admins = useQuery(usersQueryOptions({ filter: { kind: { equal: 'admin' } }, sort: 'name', limit: 100 }));
  // Every `entity` an admin write records (the audit rows of the back office and of the commerce admin routes).
  const entities: [string, string][] = [
    ['user', t`Accounts`],
    ['content', t`Content`],
    ['report', t`Reports`],
    ['review', t`Testimonials`],
    ['static_page', t`Static pages`],
    ['translation', t`Translations`],
    ['genres', t`Genres`],
    ['report-types', t`Report types`],
    ['coupons', t`Coupons`],
    ['transaction', t`Refunds`],
    ['commerce_settings', t`Fee and holding period`],
    ['currency_rates', t`Currency rates`],
  ];
  const columns: Column<AuditEntry>[] = [
    { key: 'created_at', header: t`When`, sort: 'created_at', render: (e) => formatDate(e.created_at, 'dateTime') },
    {
      key: 'actor',
      header: t`Who`,
      render: (e) =>
        e.actor ? (
          <div>
            {e.actor.name}
            <div className={muted}>{e.actor.email}</div>
          </div>
        ) : (
          t`(deleted account)`
        ),
    },
    { key: 'action', header: t`Action`, sort: 'action', render: (e) => e.action },
    { key: 'entity', header: t`Object`, sort: 'entity', render: (e) => `${e.entity} ${e.entity_id}` },
    { key: 'before', header: t`Before`, render: (e) => <pre className={pre}>{json(e.before)}</pre> },
    { key: 'after', header: t`After`, render: (e) => <pre className={pre}>{json(e.after)}</pre> },
  ];
  return (
    <AdminListPage
      title={t`Audit log`}
      list={list}
      search={search}
      onSearchChange={setSearch}
      filters={
        <>
          <ListFilter
            label={t`Object`}
            allLabel={t`Everything`}
            value={search.entity}
            onChange={(entity) => setSearch({ entity })}
            options={[...entities.map(([value, label]) => ({ value, label }))]}
          />
          <TextField
            label={t`Action contains`}
            name="action"
            value={search.action ?? ''}
            onChange={(action) => setSearch({ action })}
          />
          <ListFilter
            label={t`Administrator`}
            name="actor"
            allLabel={t`Every administrator`}
            value={search.actor}
            onChange={(actor) => setSearch({ actor })}
            options={[...(admins.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
          />
          <DateTimeField
            type="date"
            label={t`From`}
            name="from"
            value={search.from ?? ''}
            max={search.to}
            onChange={(from) => setSearch({ from })}
          />
          <DateTimeField
            type="date"
            label={t`To`}
            name="to"
            value={search.to ?? ''}
            min={search.from}
            onChange={(to) => setSearch({ to })}
          />
        </>
      }
      caption={t`Audit log`}
      columns={columns}
      rowKey={(e) => e.id}
      rowLabel={(e) => e.action}
      sort={params.sort}
      emptyTitle={t`No entries match`}
    />
  );
}
