import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { toMajorString, type Currency } from '@shared/money';
import { priceTextToMinor } from '@shared/number-text';
import type { Wallet } from '@shared/schemas/commerce';
import { formatPrice } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { Modal } from '@app/ui/modal';
import { PriceField } from '@app/ui/price-field';
import { SelectField } from '@app/ui/select-field';
import { toast } from '@app/ui/toaster';
import { refusalOf } from '@app/platform/errors';
import { useWithdraw } from './api';

/**
 * Withdraw ready income to the linked PayPal account: choose the amount (at most what is ready), confirm, send.
 * The request id is made once per withdrawal, so "Try again" after a lost answer pays once; a 429 is shown,
 * never retried (src/app/platform/api).
 */
export function WithdrawDialog({ wallet, open, onClose }: { wallet: Wallet; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const ready = wallet.balances.filter((b) => b.ready > 0);
  const [currency, setCurrency] = useState<Currency>(ready[0]?.currency ?? wallet.balance_currency);
  const balance = ready.find((b) => b.currency === currency);
  const [text, setText] = useState(balance ? toMajorString({ amount: balance.ready, currency }) : '');
  const [confirming, setConfirming] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const withdraw = useWithdraw();
  const amount = priceTextToMinor(text, currency);

  const close = () => {
    setConfirming(false);
    setError(null);
    setFieldError(null);
    setRequestId(crypto.randomUUID());
    onClose();
  };
  const check = (): boolean => {
    if (amount === undefined || amount <= 0) {
      setFieldError(t`Enter an amount above 0.`);
      return false;
    }
    if (!balance || amount > balance.ready) {
      setFieldError(t`The amount is more than your balance ready to withdraw.`);
      return false;
    }
    return true;
  };
  const money = amount !== undefined ? formatPrice({ amount, currency }, locale) : '';
  const account = wallet.paypal.email ?? 'PayPal';
  const most = balance ? formatPrice({ amount: balance.ready, currency }, locale) : '';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : close())}
      title={confirming ? t`Confirm the withdrawal` : t`Withdraw to PayPal`}
      description={
        confirming
          ? t`${money} will be sent to ${account}. This cannot be undone.`
          : t`Choose how much of your ready income to send to your PayPal account.`
      }
      footer={
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button type="button" variant="ghost" onClick={confirming ? () => setConfirming(false) : close}>
            {confirming ? <Trans>Back</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {confirming ? (
            <Button
              type="button"
              loading={withdraw.isPending}
              onClick={() => {
                setError(null);
                withdraw.mutate(
                  { amount: amount!, currency, request_id: requestId },
                  {
                    onSuccess: () => {
                      toast.success(t`Withdrawal requested`, t`${money} is on its way to your PayPal account.`);
                      close();
                    },
                    onError: (e) => {
                      const refusal = refusalOf(e, t`The withdrawal could not be sent. Try again.`);
                      const onAmount = refusal.fields.amount?.[0];
                      if (onAmount) {
                        setFieldError(onAmount);
                        setConfirming(false);
                      }
                      setError(onAmount ? null : refusal.message);
                    },
                  },
                );
              }}
            >
              <Trans>Withdraw {money}</Trans>
            </Button>
          ) : (
            <Button type="button" onClick={() => check() && setConfirming(true)}>
              <Trans>Continue</Trans>
            </Button>
          )}
        </div>
      }
    >
      {confirming ? (
        <FormError>{error}</FormError>
      ) : (
        <div className={css({ display: 'grid', gap: '4' })}>
          {ready.length > 1 ? (
            <SelectField
              label={t`Currency`}
              value={currency}
              onValueChange={(value) => {
                const next = value as Currency;
                setCurrency(next);
                const b = ready.find((r) => r.currency === next);
                setText(b ? toMajorString({ amount: b.ready, currency: next }) : '');
                setFieldError(null);
              }}
              options={ready.map((b) => ({ value: b.currency, label: b.currency === 'JPY' ? 'YEN' : b.currency }))}
            />
          ) : null}
          <PriceField
            label={t`Amount`}
            name="amount"
            value={text}
            onChange={(value) => {
              setText(value);
              setFieldError(null);
            }}
            hint={balance ? t`Up to ${most}` : undefined}
            errors={fieldError ? [fieldError] : []}
            required
          />
        </div>
      )}
    </Modal>
  );
}
