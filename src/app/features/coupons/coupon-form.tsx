import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type AnyFieldApi } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { currencies } from '@shared/money';
import type { CouponInput } from '@shared/schemas/coupons';
import { formatPrice } from '@app/platform/format';
import { Button } from '@app/ui/button';
import { PriceField } from '@app/ui/price-field';
import { SegmentedControl } from '@app/ui/segmented-control';
import { SelectField } from '@app/ui/select-field';
import { TextField } from '@app/ui/text-field';
import { WholeNumberField } from '@app/ui/whole-number-field';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { couponItemsQueryOptions } from './api';
import { couponFormErrors, formField, toCouponInput, type CouponFormValues } from './form-values';
import { submitForm } from '@app/platform/forms/submit-form';

interface CouponFormProps {
  ownerId: number;
  initial: CouponFormValues;
  submitLabel: ReactNode;
  /** Resolves when saved; a 422 from the server lands on the matching fields. */
  onSubmit: (input: CouponInput) => Promise<unknown>;
  actions?: ReactNode;
}

const grid = css({ display: 'grid', gap: '4', sm: { gridTemplateColumns: '1fr 1fr' } });

/** A creator's coupon: the code, percent or fixed amount, one item or the whole catalogue, dates and limits. */
export function CouponForm({ ownerId, initial, submitLabel, onSubmit, actions }: CouponFormProps) {
  const { t, i18n } = useLingui();
  const items = useQuery(couponItemsQueryOptions(ownerId));
  const form = useForm({
    defaultValues: initial,
    validators: {
      onChange: ({ value }) => {
        const errors = couponFormErrors(value);
        return errors ? { fields: errors } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(toCouponInput(value));
      } catch (error) {
        // The server names request fields; two of them are typed as days here.
        applyToForm(formApi, error, { rename: formField });
      }
    },
  });
  const bind = (field: AnyFieldApi) => bindField<string>(field, i18n);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className={css({ display: 'grid', gap: '5' })}
    >
      <form.Field name="code">
        {(field) => (
          <TextField
            {...bind(field)}
            label={t`Code`}
            hint={t`Letters, digits, dashes and underscores. Fans type it at checkout.`}
            autoComplete="off"
            maxLength={32}
            required
          />
        )}
      </form.Field>
      <form.Field name="discount_type">
        {(field) => (
          <SegmentedControl
            label={t`Discount`}
            value={field.state.value}
            onValueChange={(value) => field.handleChange(value as CouponFormValues['discount_type'])}
            items={[
              { value: 'percent', label: t`Percentage` },
              { value: 'fixed', label: t`Fixed amount` },
            ]}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.values.discount_type}>
        {(type) =>
          type === 'percent' ? (
            <form.Field name="value">
              {(field) => <WholeNumberField {...bind(field)} label={t`Percent off`} hint={t`1 to 100`} required />}
            </form.Field>
          ) : (
            <div className={grid}>
              <form.Field name="value">
                {(field) => <PriceField {...bind(field)} label={t`Amount off`} required />}
              </form.Field>
              <form.Field name="currency">
                {(field) => (
                  <SelectField
                    name="currency"
                    label={t`Currency`}
                    value={field.state.value}
                    onValueChange={(value) => field.handleChange(value as CouponFormValues['currency'])}
                    options={currencies.map((c) => ({ value: c, label: c === 'JPY' ? 'YEN' : c }))}
                    placeholder={t`Choose a currency`}
                    errors={bind(field).errors}
                    required
                  />
                )}
              </form.Field>
            </div>
          )
        }
      </form.Subscribe>
      <form.Field name="scope">
        {(field) => (
          <SegmentedControl
            label={t`Applies to`}
            value={field.state.value}
            onValueChange={(value) => field.handleChange(value as CouponFormValues['scope'])}
            items={[
              { value: 'catalogue', label: t`All my items` },
              { value: 'item', label: t`One item` },
            ]}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.values.scope}>
        {(scope) =>
          scope === 'item' ? (
            <form.Field name="content_id">
              {(field) => (
                <SelectField
                  name="content_id"
                  label={t`Item`}
                  value={field.state.value}
                  onValueChange={(value) => field.handleChange(value)}
                  options={(items.data ?? []).map((item) => ({
                    value: String(item.id),
                    label: `${item.title} · ${formatPrice(item.price, i18n.locale as Locale)}`,
                  }))}
                  placeholder={items.isPending ? t`Loading your items…` : t`Choose one of your paid items`}
                  errors={bind(field).errors}
                  required
                />
              )}
            </form.Field>
          ) : null
        }
      </form.Subscribe>
      <div className={grid}>
        <form.Field name="starts_on">
          {(field) => (
            <TextField {...bind(field)} label={t`Valid from`} placeholder="YYYY-MM-DD" hint={t`Empty: from now`} />
          )}
        </form.Field>
        <form.Field name="ends_on">
          {(field) => (
            <TextField
              {...bind(field)}
              label={t`Valid until`}
              placeholder="YYYY-MM-DD"
              hint={t`The whole day included. Empty: no end`}
            />
          )}
        </form.Field>
      </div>
      <div className={grid}>
        <form.Field name="usage_limit">
          {(field) => <WholeNumberField {...bind(field)} label={t`Total uses`} hint={t`Empty: no limit`} />}
        </form.Field>
        <form.Field name="per_fan_limit">
          {(field) => <WholeNumberField {...bind(field)} label={t`Uses per fan`} hint={t`Empty: no limit`} />}
        </form.Field>
      </div>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
            {actions}
          </div>
        )}
      </form.Subscribe>
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        <Trans>A coupon never takes a price below zero. A fixed amount only applies to items in its currency.</Trans>
      </p>
    </form>
  );
}
