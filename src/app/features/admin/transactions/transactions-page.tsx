import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { parseMajor, toMajorString, type Money } from '@shared/money';
import type { LedgerKind, TransactionView } from '@shared/schemas/commerce';
import { formatDate, formatPrice } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { Modal } from '@app/ui/modal';
import { PriceField } from '@app/ui/price-field';
import { RadioCards } from '@app/ui/radio-cards';
import { toast } from '@app/ui/toaster';
import { transactionsQueryOptions, useRefund } from '../commerce-api';
import { muted, rowActions } from '../parts/admin-page';
import type { Column } from '../parts/data-table';
import { AdminListPage } from '../parts/admin-list-page';
import { refusalOf, toastRefusal } from '@app/platform/errors';
import { useListSearch } from '../parts/list-search';
import type { transactionFilters } from '../list-params';
import { transactionListParams } from '../list-params';
import { ListFilter } from '../parts/list-filter';

type Filter = (typeof transactionFilters)[number];

/**
 * The refund dialog's state. `key`, the refund's Idempotency-Key, is made when the dialog opens and again only when
 * the amount asked for changes (`keyFor`), so a double click or a retry of the same refund refunds once.
 */
type Step = {
  tx: TransactionView;
  mode: 'full' | 'partial' | null;
  amount: string;
  confirm: boolean;
  key: string;
  keyFor: string | null;
};

/** `/admin/transactions`: every payment, refund and payout; full or partial refunds with a confirmation step. */
export function TransactionsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch<Filter>();
  const params = transactionListParams(search);
  const list = useQuery(transactionsQueryOptions(params));
  const refund = useRefund();
  const [step, setStep] = useState<Step | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const money = (m: Money) => formatPrice(m, i18n.locale as Locale);
  const kinds: Record<LedgerKind, string> = {
    purchase: t`Payment`,
    subscription_payment: t`Community payment`,
    refund: t`Refund`,
    payout: t`Payout`,
    payout_settled: t`Payout settled`,
    payout_failed: t`Payout failed`,
  };

  const refundLabel = (id: number) => t`Refund transaction #${id}`;
  const refundedNote = (sum: string) => t`Refunded ${sum}`;
  const refundButton = (sum: string) => t`Refund ${sum}`;
  const leftNote = (sum: string) => t`Left to refund: ${sum}`;
  const amountLabel = (currency: string) => t`Amount (${currency})`;
  const confirmText = (sum: string, buyer: string) =>
    t`Refund ${sum} to ${buyer}? The buyer is told and the creator's income is reduced. This cannot be undone.`;
  const refundAmount = (s: Step): Money | null => {
    const left = s.tx.refundable;
    if (!left) return null;
    if (s.mode === 'full') return left;
    const amount = parseMajor(s.amount, left.currency);
    return amount ? { amount, currency: left.currency } : null;
  };

  const next = () => {
    if (!step) return;
    if (!step.mode) return setErrors([t`Choose a full or a partial refund.`]);
    const amount = refundAmount(step);
    if (!amount || (step.tx.refundable && amount.amount > step.tx.refundable.amount))
      return setErrors([t`Enter an amount up to what is left to refund.`]);
    setErrors([]);
    const keyFor = step.mode === 'full' ? 'full' : String(amount.amount);
    const key = step.keyFor === null || step.keyFor === keyFor ? step.key : crypto.randomUUID();
    setStep({ ...step, confirm: true, key, keyFor });
  };

  const submit = () => {
    if (!step) return;
    const amount = refundAmount(step);
    refund.mutate(
      { id: step.tx.id, amount: step.mode === 'full' ? undefined : amount?.amount, idempotencyKey: step.key },
      {
        onSuccess: () => {
          toast.success(t`The refund is done.`);
          setStep(null);
        },
        onError: (e) => {
          const fields = refusalOf(e).fields;
          setStep({ ...step, confirm: false });
          if (fields.amount) setErrors(fields.amount);
          else toastRefusal(e, t`The refund could not be made.`);
        },
      },
    );
  };

  const columns: Column<TransactionView>[] = [
    { key: 'created_at', header: t`When`, sort: 'created_at', render: (x) => formatDate(x.created_at, 'dateTime') },
    { key: 'kind', header: t`Kind`, render: (x) => kinds[x.kind] ?? x.kind },
    { key: 'amount', header: t`Amount`, sort: 'amount', align: 'end', render: (x) => money(x.amount) },
    { key: 'content', header: t`Content`, render: (x) => x.content?.title ?? '—' },
    { key: 'buyer', header: t`Buyer`, render: (x) => x.buyer?.name ?? '—' },
    { key: 'creator', header: t`Creator`, render: (x) => x.creator?.name ?? '—' },
    {
      key: 'refund',
      header: t`Refund`,
      render: (x) =>
        x.refundable && x.refundable.amount > 0 ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={refundLabel(x.id)}
            onClick={() => {
              setErrors([]);
              setStep({ tx: x, mode: null, amount: '', confirm: false, key: crypto.randomUUID(), keyFor: null });
            }}
          >
            {t`Refund…`}
          </Button>
        ) : x.refunded && x.refunded.amount > 0 ? (
          <span className={muted}>{refundedNote(money(x.refunded))}</span>
        ) : null,
    },
  ];

  const amount = step ? refundAmount(step) : null;
  const buyer = step?.tx.buyer?.name ?? '';
  return (
    <AdminListPage
      title={t`Transactions`}
      list={list}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search content, buyer or creator`}
      filters={
        <>
          <ListFilter
            label={t`Kind`}
            allLabel={t`All kinds`}
            value={search.kind}
            onChange={(kind) => setSearch({ kind })}
            options={[...Object.entries(kinds).map(([value, label]) => ({ value, label }))]}
          />
          <ListFilter
            label={t`Currency`}
            allLabel={t`All currencies`}
            value={search.currency}
            onChange={(currency) => setSearch({ currency })}
            options={[
              { value: 'USD', label: 'USD' },
              { value: 'EUR', label: 'EUR' },
              { value: 'JPY', label: 'YEN' },
            ]}
          />
        </>
      }
      caption={t`Transactions`}
      columns={columns}
      rowKey={(x) => x.id}
      rowLabel={(x) => `#${x.id}`}
      sort={params.sort}
      emptyTitle={t`No transactions match`}
    >
      <Modal
        open={step !== null}
        onOpenChange={(o) => !o && setStep(null)}
        title={step?.confirm ? t`Confirm the refund` : t`Refund a payment`}
        description={step ? `${step.tx.content?.title ?? ''} · ${buyer}` : undefined}
        closeOnBackdrop={false}
        role={step?.confirm ? 'alertdialog' : 'dialog'}
        footer={
          <div className={rowActions}>
            <Button
              type="button"
              variant="outline"
              onClick={() => (step?.confirm ? setStep({ ...step, confirm: false }) : setStep(null))}
            >
              {step?.confirm ? t`Back` : t`Cancel`}
            </Button>
            {step?.confirm ? (
              <Button type="button" variant="danger" loading={refund.isPending} onClick={submit}>
                {refundButton(amount ? money(amount) : '')}
              </Button>
            ) : (
              <Button type="submit" form="refund-form">
                {t`Continue`}
              </Button>
            )}
          </div>
        }
      >
        {step && !step.confirm && (
          <form
            id="refund-form"
            className={css({ display: 'grid', gap: '4' })}
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            <p>{leftNote(step.tx.refundable ? money(step.tx.refundable) : '')}</p>
            <RadioCards
              label={t`How much`}
              value={step.mode}
              onValueChange={(mode) => setStep({ ...step, mode })}
              items={[
                { value: 'full', label: t`Everything that is left` },
                { value: 'partial', label: t`Part of it` },
              ]}
            />
            {step.mode === 'partial' && (
              <PriceField
                label={amountLabel(step.tx.refundable?.currency ?? '')}
                name="amount"
                value={step.amount}
                onChange={(amount) => setStep({ ...step, amount })}
                placeholder={step.tx.refundable ? toMajorString(step.tx.refundable) : undefined}
                errors={errors}
              />
            )}
            {step.mode !== 'partial' && errors.length > 0 && (
              <p role="alert" className={css({ color: 'danger.fg' })}>
                {errors[0]}
              </p>
            )}
          </form>
        )}
        {step?.confirm && amount && <p>{confirmText(money(amount), buyer)}</p>}
      </Modal>
    </AdminListPage>
  );
}
