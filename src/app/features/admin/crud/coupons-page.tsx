import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { currencies } from '@shared/money';
import type { Coupon } from '@shared/schemas/coupons';
import { formatDate } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { SelectField } from '@app/ui/select-field';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { discountText } from '@app/features/coupons';
import { emptyCouponForm, toCouponForm, toCouponInput, type CouponFormValues } from '@app/features/coupons';
import { muted, rowActions } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { ConfirmDelete } from '../parts/confirm-delete';
import { EditDeleteActions } from '../parts/edit-delete-actions';
import { fieldErrorsOf, toastFailure } from '../parts/errors';
import { useListSearch } from '../parts/list-search';
import { adminCouponsQueryOptions, couponListParams, useDeleteCoupon, useSaveCoupon } from './commerce-api';
import { ReferenceTabs } from './reference-tabs';

type Scope = 'item' | 'catalogue' | 'all';
/** COMMERCE-UI's form values (text as typed) with the admin-only site-wide scope. */
type Form = Omit<CouponFormValues, 'scope'> & { id?: number; scope: Scope };

/** Where a request field's 422 message shows: dates are typed as days. */
const fieldOf = (key: string) => (key === 'starts_at' ? 'starts_on' : key === 'ends_at' ? 'ends_on' : key);

/** `/admin/crud/coupons`: every live coupon; an admin adds site-wide ones (scope "everything"). */
export function CouponsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch();
  const params = couponListParams(search);
  const list = useQuery(adminCouponsQueryOptions(params));
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const [form, setForm] = useState<Form | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; code: string } | null>(null);
  const deletingCode = deleting?.code;
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (e) => toastFailure(e, t`The coupon could not be deleted.`),
    });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const scopeLabels: Record<Scope, string> = {
    all: t`Everything`,
    catalogue: t`A creator's catalogue`,
    item: t`One item`,
  };

  const open = (c?: Coupon) => {
    setErrors({});
    setForm(
      c ? { ...toCouponForm(c), id: c.id, scope: c.scope } : { ...emptyCouponForm, scope: 'all', per_fan_limit: '1' },
    );
  };
  const submit = () => {
    if (!form) return;
    const { id, scope, ...rest } = form;
    const coupon = { ...toCouponInput({ ...rest, scope: 'catalogue' }), scope };
    if (scope === 'item') coupon.content_id = form.content_id ? Number(form.content_id) : null;
    save.mutate(
      { id, coupon },
      {
        onSuccess: () => {
          toast.success(t`Saved.`);
          setForm(null);
        },
        onError: (e) => {
          const fields = Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, v]) => [fieldOf(k), v]));
          setErrors(fields);
          if (Object.keys(fields).length === 0) toastFailure(e, t`The coupon could not be saved.`);
        },
      },
    );
  };
  const set = (patch: Partial<Form>) => form && setForm({ ...form, ...patch });

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
      <Modal
        open={form !== null}
        onOpenChange={(o) => !o && setForm(null)}
        title={form?.id ? t`Edit coupon` : t`Add coupon`}
        closeOnBackdrop={false}
        footer={
          <div className={rowActions}>
            <Button type="button" variant="outline" onClick={() => setForm(null)}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form="coupon-form" loading={save.isPending}>
              {t`Save`}
            </Button>
          </div>
        }
      >
        {form && (
          <form
            id="coupon-form"
            noValidate
            className={css({ display: 'grid', gap: '3' })}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <TextField
              label={t`Code`}
              name="code"
              required
              value={form.code}
              onChange={(code) => set({ code })}
              errors={errors.code}
            />
            <SelectField
              label={t`Discount type`}
              value={form.discount_type}
              onValueChange={(v) => set({ discount_type: v === 'fixed' ? 'fixed' : 'percent' })}
              options={[
                { value: 'percent', label: t`Percentage` },
                { value: 'fixed', label: t`Fixed amount` },
              ]}
              errors={errors.discount_type}
            />
            <TextField
              label={form.discount_type === 'percent' ? t`Percent off` : t`Amount off`}
              name="value"
              inputMode="decimal"
              required
              value={form.value}
              onChange={(value) => set({ value })}
              errors={errors.value}
            />
            {form.discount_type === 'fixed' && (
              <SelectField
                label={t`Currency`}
                value={form.currency}
                onValueChange={(v) => set({ currency: v as Form['currency'] })}
                options={currencies.map((c) => ({ value: c, label: c }))}
                errors={errors.currency}
              />
            )}
            <SelectField
              label={t`Applies to`}
              value={form.scope}
              onValueChange={(v) => set({ scope: v as Scope })}
              options={(['all', 'catalogue', 'item'] as const).map((s) => ({ value: s, label: scopeLabels[s] }))}
              errors={errors.scope}
            />
            {form.scope === 'item' && (
              <TextField
                label={t`Content ID`}
                name="content_id"
                inputMode="numeric"
                value={form.content_id}
                onChange={(content_id) => set({ content_id })}
                errors={errors.content_id}
              />
            )}
            <TextField
              label={t`Starts on (YYYY-MM-DD)`}
              name="starts_on"
              value={form.starts_on}
              onChange={(starts_on) => set({ starts_on })}
              errors={errors.starts_on}
            />
            <TextField
              label={t`Ends on (YYYY-MM-DD)`}
              name="ends_on"
              value={form.ends_on}
              onChange={(ends_on) => set({ ends_on })}
              errors={errors.ends_on}
            />
            <TextField
              label={t`Usage limit (empty: none)`}
              name="usage_limit"
              inputMode="numeric"
              value={form.usage_limit}
              onChange={(usage_limit) => set({ usage_limit })}
              errors={errors.usage_limit}
            />
            <TextField
              label={t`Uses per fan (empty: none)`}
              name="per_fan_limit"
              inputMode="numeric"
              value={form.per_fan_limit}
              onChange={(per_fan_limit) => set({ per_fan_limit })}
              errors={errors.per_fan_limit}
            />
          </form>
        )}
      </Modal>
      <ConfirmDelete
        question={deleting ? t`Delete ${deletingCode}?` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </AdminListPage>
  );
}
