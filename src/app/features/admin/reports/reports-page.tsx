import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { AdminReport } from '@shared/schemas/admin';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { RadioCards } from '@app/ui/radio-cards';
import { SelectField } from '@app/ui/select-field';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { crudQueryOptions, reportsQueryOptions, useResolveReport } from '../api';
import { muted } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import type { reportFilters } from '../list-params';
import { reportAges, reportListParams } from '../list-params';

type Filter = (typeof reportFilters)[number];

/** How long a report has waited, in the admin's words ("3 days"). */
function useAge() {
  const { t } = useLingui();
  return (iso: string) => {
    const hours = Math.floor((Date.now() - new Date(iso).getTime()) / 3_600_000);
    if (hours < 1) return t`under an hour`;
    if (hours < 48) return t`${hours} h`;
    const days = Math.floor(hours / 24);
    return t`${days} days`;
  };
}

/**
 * `/admin/reports`: the queue, oldest first, by reason (report type), object and age, each report with the
 * reported object beside its text.
 */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const age = useAge();
  const [search, setSearch] = useListSearch<Filter>();
  const params = reportListParams(search);
  const list = useQuery(reportsQueryOptions(params));
  const types = useQuery(crudQueryOptions('report-types', { limit: 100, sort: 'id' }));
  const locale = i18n.locale as Locale;
  const ageLabels: Record<(typeof reportAges)[number], string> = {
    '1': t`Waiting over a day`,
    '3': t`Waiting over 3 days`,
    '7': t`Waiting over a week`,
    '30': t`Waiting over a month`,
  };
  const resolve = useResolveReport();
  const [open, setOpen] = useState<AdminReport | null>(null);
  const [outcome, setOutcome] = useState<'resolved' | 'dismissed' | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const byLine = (name: string) => t`by ${name}`;
  const gone = (type: string, id: number) => t`${type} #${id} (no longer exists)`;
  const resolveLabel = (id: number) => t`Resolve report #${id}`;
  const columns: Column<AdminReport>[] = [
    {
      key: 'created_at',
      header: t`Waiting`,
      sort: 'created_at',
      render: (r) => (
        <div>
          {age(r.created_at)}
          <div className={muted}>{formatDate(r.created_at, 'dateTime')}</div>
        </div>
      ),
    },
    { key: 'type', header: t`Reason`, sort: 'report_type_id', render: (r) => r.report_type.name },
    {
      key: 'text',
      header: t`Report`,
      width: '30%',
      render: (r) => (
        <div>
          <p className={css({ whiteSpace: 'pre-wrap' })}>{r.body || <span className={muted}>{t`(no text)`}</span>}</p>
          <div className={muted}>{byLine(r.reporter.name)}</div>
        </div>
      ),
    },
    {
      key: 'target',
      header: t`Reported object`,
      width: '30%',
      render: (r) => (
        <div>
          <div className={css({ fontWeight: '600' })}>
            {r.target.path ? (
              <a href={`/${i18n.locale}${r.target.path}`} target="_blank" rel="noreferrer">
                {r.target.label ?? `#${r.target.id}`}
              </a>
            ) : (
              (r.target.label ?? gone(r.target.type, r.target.id))
            )}
          </div>
          <div className={muted}>{r.target.type}</div>
          {r.target.excerpt && <p className={css({ fontSize: 'sm' })}>{r.target.excerpt}</p>}
        </div>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      render: (r) =>
        r.status === 'open' ? (
          <Button
            type="button"
            size="sm"
            aria-label={resolveLabel(r.id)}
            onClick={() => {
              setOpen(r);
              setOutcome(null);
              setNote('');
              setErrors([]);
            }}
          >
            {t`Resolve`}
          </Button>
        ) : (
          <div>
            {r.status === 'resolved' ? t`Resolved` : t`Dismissed`}
            {r.outcome && <div className={muted}>{r.outcome}</div>}
          </div>
        ),
    },
  ];

  const submit = () => {
    if (!open) return;
    if (!outcome) return setErrors([t`Choose an outcome.`]);
    resolve.mutate(
      { id: open.id, outcome, note },
      {
        onSuccess: () => {
          toast.success(t`The report is closed and the reporter is told.`);
          setOpen(null);
        },
        onError: (error) => toastRefusal(error, t`The report could not be resolved.`),
      },
    );
  };

  return (
    <AdminListPage
      title={t`Reports`}
      list={list}
      search={search}
      onSearchChange={setSearch}
      filters={
        <>
          <SelectField
            label={t`Status`}
            value={search.status ?? 'open'}
            onValueChange={(status) => setSearch({ status: status === 'open' ? undefined : status })}
            options={[
              { value: 'open', label: t`Open` },
              { value: 'resolved', label: t`Resolved` },
              { value: 'dismissed', label: t`Dismissed` },
              { value: 'all', label: t`All` },
            ]}
          />
          <SelectField
            label={t`Object`}
            value={search.target ?? ''}
            onValueChange={(target) => setSearch({ target })}
            options={[
              { value: '', label: t`Everything` },
              { value: 'content', label: t`Content` },
              { value: 'user', label: t`Accounts` },
              { value: 'review', label: t`Reviews` },
              { value: 'message', label: t`Messages` },
            ]}
          />
          <SelectField
            label={t`Reason`}
            value={search.type ?? ''}
            onValueChange={(type) => setSearch({ type })}
            options={[
              { value: '', label: t`Every reason` },
              ...(types.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.names[locale] || r.name })),
            ]}
          />
          <SelectField
            label={t`Age`}
            value={search.older ?? ''}
            onValueChange={(older) => setSearch({ older })}
            options={[{ value: '', label: t`Any age` }, ...reportAges.map((d) => ({ value: d, label: ageLabels[d] }))]}
          />
        </>
      }
      caption={t`Reports`}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => `#${r.id}`}
      sort={params.sort}
      emptyTitle={t`The queue is empty`}
    >
      <Modal
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t`Resolve the report`}
        description={open ? (open.target.label ?? undefined) : undefined}
        closeOnBackdrop={false}
        footer={
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button type="button" variant="outline" onClick={() => setOpen(null)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form="resolve-report-form" loading={resolve.isPending}>
              {t`Close the report`}
            </Button>
          </div>
        }
      >
        <form
          id="resolve-report-form"
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <RadioCards
            label={t`Outcome`}
            value={outcome}
            onValueChange={(v) => {
              setOutcome(v as 'resolved' | 'dismissed');
              setErrors([]);
            }}
            items={[
              { value: 'resolved', label: t`Action taken`, description: t`The report was right; something was done.` },
              { value: 'dismissed', label: t`Dismissed`, description: t`Nothing against the rules was found.` },
            ]}
          />
          {errors.length > 0 && (
            <p role="alert" className={css({ color: 'danger.fg' })}>
              {errors[0]}
            </p>
          )}
          <TextAreaField
            label={t`Note to the reporter`}
            name="note"
            value={note}
            onChange={setNote}
            maxLength={2000}
            rows={4}
          />
        </form>
      </Modal>
    </AdminListPage>
  );
}
