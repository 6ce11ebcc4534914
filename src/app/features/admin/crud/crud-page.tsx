import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { CrudResource, NamedRow } from '@shared/schemas/admin';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { crudQueryOptions, useCrudDelete, useCrudWrite } from '../api';
import { muted, rowActions } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { ConfirmDelete } from '../parts/confirm-delete';
import { EditDeleteActions } from '../parts/edit-delete-actions';
import { fieldErrorsOf, toastFailure } from '../parts/errors';
import { useListSearch } from '../parts/list-search';
import { crudListParams } from '../list-params';
import { ReferenceTabs } from './reference-tabs';

type Form = { id?: number; name: string; ja: string; ko: string; zh: string };

/**
 * `/admin/crud/:resource`: one screen for the reference tables. Each resource is described once (title and
 * columns); all share the name + translations form of `NamedRowSchema`.
 */
export function CrudPage({ resource }: { resource: CrudResource }) {
  const { t } = useLingui();
  const titles: Record<CrudResource, string> = { genres: t`Genres`, 'report-types': t`Report types` };
  const [search, setSearch] = useListSearch();
  const params = crudListParams(search);
  const list = useQuery(crudQueryOptions(resource, params));
  const write = useCrudWrite(resource);
  const remove = useCrudDelete(resource);
  const [form, setForm] = useState<Form | null>(null);
  const [deleting, setDeleting] = useState<NamedRow | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const open = (row?: NamedRow) => {
    setErrors({});
    setForm({
      id: row?.id,
      name: row?.name ?? '',
      ja: row?.names.ja ?? '',
      ko: row?.names.ko ?? '',
      zh: row?.names.zh ?? '',
    });
  };
  const submit = () =>
    form &&
    write.mutate(
      {
        id: form.id,
        row: { name: form.name, names: { ja: form.ja || null, ko: form.ko || null, zh: form.zh || null } },
      },
      {
        onSuccess: () => {
          toast.success(t`Saved.`);
          setForm(null);
        },
        onError: (e) => {
          const fields = fieldErrorsOf(e);
          setErrors(fields);
          if (Object.keys(fields).length === 0) toastFailure(e, t`The row could not be saved.`);
        },
      },
    );

  const columns: Column<NamedRow>[] = [
    { key: 'id', header: t`ID`, sort: 'id', width: '6rem', render: (r) => r.id },
    { key: 'name', header: t`English name`, sort: 'name', render: (r) => r.name },
    {
      key: 'names',
      header: t`Translations`,
      render: (r) => (
        <span className={muted}>
          {(['ja', 'ko', 'zh'] as const)
            .map((l) => r.names[l])
            .filter(Boolean)
            .join(' · ') || t`(none)`}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      render: (r) => <EditDeleteActions name={r.name} onEdit={() => open(r)} onDelete={() => setDeleting(r)} />,
    },
  ];

  const deletingName = deleting?.name;
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (e) => toastFailure(e, t`The row could not be deleted.`),
    });

  return (
    <AdminListPage
      title={titles[resource]}
      actions={
        <Button type="button" onClick={() => open()}>
          {t`Add`}
        </Button>
      }
      intro={<ReferenceTabs active={resource} />}
      list={list}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search names`}
      caption={titles[resource]}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.name}
      sort={params.sort}
      emptyTitle={t`Nothing here yet`}
    >
      <Modal
        open={form !== null}
        onOpenChange={(o) => !o && setForm(null)}
        title={form?.id ? t`Edit` : t`Add`}
        closeOnBackdrop={false}
        footer={
          <div className={rowActions}>
            <Button type="button" variant="outline" onClick={() => setForm(null)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form="crud-form" loading={write.isPending}>
              {t`Save`}
            </Button>
          </div>
        }
      >
        {form && (
          <form
            id="crud-form"
            className={css({ display: 'grid', gap: '3' })}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <TextField
              label={t`English name`}
              name="name"
              required
              value={form.name}
              onChange={(name) => setForm({ ...form, name })}
              errors={errors.name}
            />
            <TextField
              label={t`Japanese name`}
              name="ja"
              value={form.ja}
              onChange={(ja) => setForm({ ...form, ja })}
              errors={errors['names.ja']}
            />
            <TextField
              label={t`Korean name`}
              name="ko"
              value={form.ko}
              onChange={(ko) => setForm({ ...form, ko })}
              errors={errors['names.ko']}
            />
            <TextField
              label={t`Chinese name`}
              name="zh"
              value={form.zh}
              onChange={(zh) => setForm({ ...form, zh })}
              errors={errors['names.zh']}
            />
          </form>
        )}
      </Modal>
      <ConfirmDelete
        question={deleting ? t`Delete ${deletingName}?` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </AdminListPage>
  );
}
