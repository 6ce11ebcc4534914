import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { currencyLabels, minorUnitDigits, parseMajor, type Currency } from '@shared/money';
import { PriceField } from '@app/ui/price-field';

interface PriceRangeProps {
  min: string | undefined;
  max: string | undefined;
  currency: Currency;
  disabled?: boolean;
  onChange: (range: { min: string | undefined; max: string | undefined }) => void;
}

/** Whether the text is a price in this currency (¥ has no decimals, $ and € two). */
const valid = (text: string, currency: Currency) => text === '' || parseMajor(text, currency) !== undefined;

/**
 * From / to prices in the viewer's currency. The results follow once a field is left (or Enter is
 * pressed), not on every digit: a half-typed "1" would otherwise flash a page of results.
 */
export function PriceRange({ min, max, currency, disabled, onChange }: PriceRangeProps) {
  const { t } = useLingui();
  const [from, setFrom] = useState(min ?? '');
  const [to, setTo] = useState(max ?? '');
  // Back/forward or "Clear filters" change the address: the fields follow it.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setFrom(min ?? '');
    setTo(max ?? '');
  }

  const symbol = currencyLabels[currency].symbol;
  const decimals = minorUnitDigits[currency];
  const errorOf = (text: string) =>
    valid(text, currency)
      ? []
      : decimals === 0
        ? [t`Whole ${symbol} amounts only.`]
        : [t`At most ${decimals} decimals.`];
  const reversed =
    Boolean(from && to && valid(from, currency) && valid(to, currency)) &&
    (parseMajor(from, currency) ?? 0) > (parseMajor(to, currency) ?? 0);

  const commit = () => {
    if (!valid(from, currency) || !valid(to, currency) || reversed) return;
    if ((from || undefined) === min && (to || undefined) === max) return;
    onChange({ min: from || undefined, max: to || undefined });
  };
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <fieldset className={css({ display: 'grid', gap: '2' })} disabled={disabled}>
      <legend className={css({ textStyle: 'label', mb: '1.5' })}>{t`Price (${symbol})`}</legend>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })} onKeyDown={onEnter}>
        <PriceField
          label={t`From`}
          name="min"
          value={from}
          onChange={setFrom}
          onBlur={commit}
          errors={errorOf(from)}
          placeholder="0"
        />
        <PriceField
          label={t`To`}
          name="max"
          value={to}
          onChange={setTo}
          onBlur={commit}
          errors={reversed ? [t`Must not be below the lowest price.`] : errorOf(to)}
        />
      </div>
      <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
        {t`Only items priced in ${symbol} are compared while a price is set.`}
      </p>
    </fieldset>
  );
}
