import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import { BaseInfoSchema } from '@shared/schemas/content-editor';
import type { Currency } from '@shared/money';
import { useProfile } from '@app/platform/session';
import { FormError } from '@app/ui/form-error';
import { UiLink } from '@app/ui/link-context';
import { PriceField } from '@app/ui/price-field';
import { bindField, visibleErrors } from '@app/platform/forms/bind-field';
import { useEditorContent } from './editor-context';
import { StepForm, useStepForm } from './step-form';

const currencyName = (code: Currency) => (code === 'JPY' ? 'YEN (¥)' : code);

/**
 * The price; 0 makes the item free. A community's price is per billing period. Prices are in the
 * creator's balance currency (the server refuses another), which the finance page changes.
 */
export function BaseInfoStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const community = content.type === ContentType.subscription;
  const current = content.price.currency as Currency;
  const balance = useProfile('site').data?.balance_currency ?? current;
  const currentName = currencyName(current);
  const balanceName = currencyName(balance);
  const form = useStepForm({
    step: 'base_info',
    defaultValues: { price: content.price_text || '0', currency: balance },
    schema: BaseInfoSchema,
    toRequest: (value) => ({ price: value.price.trim(), currency: value.currency }),
  });
  return (
    <StepForm
      form={form}
      step="base_info"
      intro={
        community ? (
          <Trans>What members pay each billing period. Set 0 for a free community.</Trans>
        ) : (
          <Trans>What fans pay once to unlock it. Set 0 to make it free.</Trans>
        )
      }
    >
      {content.price.amount > 0 && current !== balance && (
        <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Trans>
            The price is now in {currentName}. Saving sets it in {balanceName}, your balance currency.
          </Trans>
        </p>
      )}
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' } })}>
        <form.Field name="price">
          {(field) => (
            <PriceField
              {...bindField(field, i18n)}
              label={t`Price`}
              hint={t`Digits and one dot, e.g. 12.50`}
              required
            />
          )}
        </form.Field>
        <form.Field name="currency">
          {(field) => (
            <div className={css({ display: 'grid', gap: '1', alignContent: 'start', textStyle: 'body.sm' })}>
              <span className={css({ fontWeight: 'semibold' })}>
                <Trans>Currency</Trans>
              </span>
              <span>{currencyName(field.state.value)}</span>
              <span className={css({ color: 'fg.muted' })}>
                <Trans>
                  Your balance currency.{' '}
                  <UiLink
                    href={`/${i18n.locale}/creator/finance`}
                    className={css({ color: 'accent.fg', textDecoration: 'underline' })}
                  >
                    Change it on the finance page
                  </UiLink>
                </Trans>
              </span>
              <FormError>{visibleErrors(field, i18n).join(' ')}</FormError>
            </div>
          )}
        </form.Field>
      </div>
    </StepForm>
  );
}
