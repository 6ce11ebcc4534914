import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NamedRowSchema, type CrudResource, type NamedRow, type NamedRowInput } from '@shared/schemas/admin';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { crudQueryOptions, useCrudDelete, useCrudWrite } from '../api';
import { muted } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { ConfirmDelete } from '../parts/confirm-delete';
import { EditDeleteActions } from '../parts/edit-delete-actions';
import { toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import { crudListParams } from '../list-params';
import { AdminEditDialog, type EditDialogField } from '../edit-dialog/edit-dialog';
import { ReferenceTabs } from './reference-tabs';

/** The row as typed. */
type Form = { name: string; ja: string; ko: string; zh: string };

const toRow = (f: Form): NamedRowInput => ({
  name: f.name,
  names: { ja: f.ja || null, ko: f.ko || null, zh: f.zh || null },
});

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
  const [editing, setEditing] = useState<{ id?: number; form: Form } | null>(null);
  const [deleting, setDeleting] = useState<NamedRow | null>(null);

  const open = (row?: NamedRow) => {
    setEditing({
      id: row?.id,
      form: { name: row?.name ?? '', ja: row?.names.ja ?? '', ko: row?.names.ko ?? '', zh: row?.names.zh ?? '' },
    });
  };
  const fields: EditDialogField<Form>[] = [
    { name: 'name', label: t`English name`, required: true },
    { name: 'ja', label: t`Japanese name` },
    { name: 'ko', label: t`Korean name` },
    { name: 'zh', label: t`Chinese name` },
  ];

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
      onError: (e) => toastRefusal(e, t`The row could not be deleted.`),
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
      <AdminEditDialog
        values={editing?.form ?? null}
        title={editing?.id ? t`Edit` : t`Add`}
        fields={fields}
        schema={NamedRowSchema}
        toInput={toRow}
        formField={{ 'names.ja': 'ja', 'names.ko': 'ko', 'names.zh': 'zh' }}
        save={(row) => write.mutateAsync({ id: editing?.id, row })}
        failure={t`The row could not be saved.`}
        onSaved={() => {
          toast.success(t`Saved.`);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDelete
        question={deleting ? t`Delete ${deletingName}?` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </AdminListPage>
  );
}
