import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currencies } from '@shared/money';
import { SiteCouponSchema, type Coupon } from '@shared/schemas/coupons';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { discountText } from '@app/features/coupons';
import { emptyCouponForm, toCouponForm, toCouponInput, type CouponFormValues } from '@app/features/coupons';
import { muted } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { ConfirmDelete } from '../parts/confirm-delete';
import { EditDeleteActions } from '../parts/edit-delete-actions';
import { toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import {
  adminCouponsQueryOptions,
  couponListParams,
  useDeleteCoupon,
  useSaveCoupon,
  type SiteCouponInput,
} from './commerce-api';
import { AdminEditDialog, type EditDialogField } from '../edit-dialog/edit-dialog';
import { ReferenceTabs } from './reference-tabs';

type Scope = 'item' | 'catalogue' | 'all';
/** COMMERCE-UI's form values (text as typed) with the admin-only site-wide scope. */
type Form = Omit<CouponFormValues, 'scope'> & { scope: Scope };

/** The creator's form → request, then the admin's scope (and its item) on top. */
function toSiteCoupon({ scope, ...rest }: Form): SiteCouponInput {
  const coupon: SiteCouponInput = { ...toCouponInput({ ...rest, scope: 'catalogue' }), scope };
  if (scope === 'item') coupon.content_id = rest.content_id ? Number(rest.content_id) : null;
  return coupon;
}

/** `/admin/crud/coupons`: every live coupon; an admin adds site-wide ones (scope "everything"). */
export function CouponsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch();
  const params = couponListParams(search);
  const list = useQuery(adminCouponsQueryOptions(params));
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<{ id?: number; form: Form } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; code: string } | null>(null);
  const deletingCode = deleting?.code;
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (e) => toastRefusal(e, t`The coupon could not be deleted.`),
    });
  const scopeLabels: Record<Scope, string> = {
    all: t`Everything`,
    catalogue: t`A creator's catalogue`,
    item: t`One item`,
  };

  const open = (c?: Coupon) =>
    setEditing(
      c
        ? { id: c.id, form: { ...toCouponForm(c), scope: c.scope } }
        : { form: { ...emptyCouponForm, scope: 'all', per_fan_limit: '1' } },
    );
  const fields: EditDialogField<Form>[] = [
    { name: 'code', label: t`Code`, required: true },
    {
      name: 'discount_type',
      label: t`Discount type`,
      options: [
        { value: 'percent', label: t`Percentage` },
        { value: 'fixed', label: t`Fixed amount` },
      ],
    },
    {
      name: 'value',
      label: (f) => (f.discount_type === 'percent' ? t`Percent off` : t`Amount off`),
      inputMode: 'decimal',
      required: true,
    },
    {
      name: 'currency',
      label: t`Currency`,
      options: currencies.map((c) => ({ value: c, label: c })),
      shown: (f) => f.discount_type === 'fixed',
    },
    {
      name: 'scope',
      label: t`Applies to`,
      options: (['all', 'catalogue', 'item'] as const).map((s) => ({ value: s, label: scopeLabels[s] })),
    },
    { name: 'content_id', label: t`Content ID`, inputMode: 'numeric', shown: (f) => f.scope === 'item' },
    { name: 'starts_on', label: t`Starts on (YYYY-MM-DD)` },
    { name: 'ends_on', label: t`Ends on (YYYY-MM-DD)` },
    { name: 'usage_limit', label: t`Usage limit (empty: none)`, inputMode: 'numeric' },
    { name: 'per_fan_limit', label: t`Uses per fan (empty: none)`, inputMode: 'numeric' },
  ];

  const columns: Column<Coupon>[] = [
    { key: 'code', header: t`Code`, sort: 'code', render: (c) => c.code },
    { key: 'discount', header: t`Discount`, render: (c) => discountText(c, i18n) },
    {
      key: 'scope',
      header: t`For`,
      render: (c) => (c.content ? `${scopeLabels.item}: ${c.content.title}` : scopeLabels[c.scope]),
    },
    {
      key: 'used',
      header: t`Used`,
      align: 'end',
      render: (c) => `${c.used_count}${c.usage_limit ? ` / ${c.usage_limit}` : ''}`,
    },
    {
      key: 'ends',
      header: t`Ends`,
      sort: 'ends_at',
      render: (c) => (c.ends_at ? formatDate(c.ends_at, 'date') : <span className={muted}>{t`No end`}</span>),
    },
    {
      key: 'actions',
      header: t`Actions`,
      render: (c) => (
        <EditDeleteActions
          name={c.code}
          onEdit={() => open(c)}
          onDelete={() => setDeleting({ id: c.id, code: c.code })}
        />
      ),
    },
  ];

  return (
    <AdminListPage
      title={t`Coupons`}
      actions={
        <Button type="button" onClick={() => open()}>
          {t`Add`}
        </Button>
      }
      intro={<ReferenceTabs active="coupons" />}
      list={list}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search codes`}
      caption={t`Coupons`}
      columns={columns}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.code}
      sort={params.sort}
      emptyTitle={t`Nothing here yet`}
    >
      <AdminEditDialog
        values={editing?.form ?? null}
        title={editing?.id ? t`Edit coupon` : t`Add coupon`}
        fields={fields}
        schema={SiteCouponSchema}
        toInput={toSiteCoupon}
        formField={{ starts_at: 'starts_on', ends_at: 'ends_on' }}
        save={(coupon) => save.mutateAsync({ id: editing?.id, coupon })}
        failure={t`The coupon could not be saved.`}
        onSaved={() => {
          toast.success(t`Saved.`);
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDelete
        question={deleting ? t`Delete ${deletingCode}?` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </AdminListPage>
  );
}
