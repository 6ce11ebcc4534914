import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { currencies, type Currency } from '@shared/money';
import { SelectField } from '@app/ui/select-field';
import { refusalOf } from '@app/platform/errors';
import { useSetBalanceCurrency } from './api';

/**
 * The creator's balance currency (PUT /profile/balance-currency), changed in place: the page's income chart and
 * withdrawals start in it. Money already earned stays in the currency it was paid in.
 */
export function BalanceCurrency({ current }: { current: Currency }) {
  const { t } = useLingui();
  const save = useSetBalanceCurrency();
  const [error, setError] = useState<string | null>(null);
  return (
    <SelectField
      label={t`Balance currency`}
      value={save.isPending && save.variables ? save.variables : current}
      disabled={save.isPending}
      onValueChange={(value) => {
        setError(null);
        save.mutate(value as Currency, {
          onError: (e) => setError(refusalOf(e, t`The balance currency could not be saved. Try again.`).message),
        });
      }}
      options={currencies.map((c) => ({ value: c, label: c === 'JPY' ? 'YEN' : c }))}
      errors={error ? [error] : []}
      hint={t`Income already earned stays in the currency it was paid in.`}
    />
  );
}
