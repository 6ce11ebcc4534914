import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { AdminPage, muted } from '../parts/admin-page';
import { refusalOf, toastRefusal } from '@app/platform/errors';
import {
  commerceSettingsQueryOptions,
  currencyRatesQueryOptions,
  useSaveCommerceSettings,
  useSaveCurrencyRates,
} from './commerce-api';
import { ReferenceTabs } from './reference-tabs';

const form = css({ display: 'grid', gap: '3', maxWidth: '28rem' });
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** `/admin/crud/commerce`: the platform fee, the holding period and the display rates (COMMERCE-CORE's endpoints). */
export function CommerceSettingsPage() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(commerceSettingsQueryOptions());
  const { data: rates } = useSuspenseQuery(currencyRatesQueryOptions());
  const saveSettings = useSaveCommerceSettings();
  const saveRates = useSaveCurrencyRates();
  // The fee is edited as a percentage with two decimals and sent as basis points.
  const [fee, setFee] = useState(String(settings.platform_fee_bps / 100));
  const [holding, setHolding] = useState(String(settings.holding_days));
  const rateOf = (c: string) => String(rates.find((r) => r.currency === c)?.per_usd ?? '');
  const [eur, setEur] = useState(rateOf('EUR'));
  const [jpy, setJpy] = useState(rateOf('JPY'));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const onError = (fallback: string) => (e: unknown) => {
    const fields = refusalOf(e).fields;
    setErrors(fields);
    if (Object.keys(fields).length === 0) toastRefusal(e, fallback);
  };

  return (
    <AdminPage title={t`Fees, holding and rates`}>
      <ReferenceTabs active="commerce" />
      <Card
        as="section"
        header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Platform fee and holding period`}</h2>}
      >
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            saveSettings.mutate(
              { platform_fee_bps: Math.round(num(fee) * 100), holding_days: num(holding) },
              { onSuccess: () => toast.success(t`Saved.`), onError: onError(t`The settings could not be saved.`) },
            );
          }}
        >
          <TextField
            label={t`Platform fee (%)`}
            name="platform_fee"
            inputMode="decimal"
            required
            value={fee}
            onChange={setFee}
            errors={errors.platform_fee_bps}
          />
          <TextField
            label={t`Holding period (days)`}
            name="holding_days"
            inputMode="numeric"
            required
            value={holding}
            onChange={setHolding}
            errors={errors.holding_days}
          />
          <p className={muted}>{t`Changes apply to sales made from now on.`}</p>
          <div>
            <Button type="submit" loading={saveSettings.isPending}>{t`Save settings`}</Button>
          </div>
        </form>
      </Card>
      <Card as="section" header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Currency rates (per 1 USD)`}</h2>}>
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            saveRates.mutate(
              {
                rates: [
                  { currency: 'EUR', per_usd: num(eur) },
                  { currency: 'JPY', per_usd: num(jpy) },
                ],
              },
              { onSuccess: () => toast.success(t`Saved.`), onError: onError(t`The rates could not be saved.`) },
            );
          }}
        >
          <TextField
            label={t`EUR per USD`}
            name="eur"
            inputMode="decimal"
            required
            value={eur}
            onChange={setEur}
            errors={errors['rates.0.per_usd']}
          />
          <TextField
            label={t`JPY per USD`}
            name="jpy"
            inputMode="decimal"
            required
            value={jpy}
            onChange={setJpy}
            errors={errors['rates.1.per_usd']}
          />
          <p
            className={muted}
          >{t`Rates only change the approximate prices shown; items are charged in their own currency.`}</p>
          <div>
            <Button type="submit" loading={saveRates.isPending}>{t`Save rates`}</Button>
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
