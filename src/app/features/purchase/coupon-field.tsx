import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { couponCodeSchema, type AppliedCoupon } from '@shared/schemas/coupons';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/text-field';
import { sharedMessage } from '@app/platform/forms/shared-message';
import { useApplyCoupon } from './api';
import { refusalOf } from '@app/platform/errors';

interface CouponFieldProps {
  contentId: number;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
  /** A code to try at once (from /coupons/apply). */
  initialCode?: string;
}

/** Enter a code and apply it; the server's reason (expired, used up, not for this item…) shows on the field. */
export function CouponField({ contentId, applied, onApplied, initialCode = '' }: CouponFieldProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState(applied?.code ?? initialCode);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon(contentId);

  const submit = () => {
    const parsed = v.safeParse(couponCodeSchema, code);
    if (!parsed.success) {
      setError(sharedMessage(parsed.issues[0].message, i18n));
      return;
    }
    setError(null);
    apply.mutate(parsed.output, {
      onSuccess: onApplied,
      onError: (e) => {
        const refusal = refusalOf(e, t`The coupon could not be checked. Try again.`);
        setError(refusal.fields.code?.[0] ?? refusal.message);
      },
    });
  };

  if (applied) {
    const appliedCode = applied.code;
    return (
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })} role="status">
        <span>
          <Trans>
            Coupon <strong>{appliedCode}</strong> applied.
          </Trans>
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            onApplied(null);
            setCode('');
          }}
        >
          <Trans>Remove coupon</Trans>
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={css({ display: 'grid', gap: '2', justifyItems: 'start', '& > *:first-child': { width: 'full' } })}
    >
      <TextField
        label={t`Coupon code`}
        name="code"
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        autoComplete="off"
        maxLength={64}
        errors={error ? [error] : []}
      />
      <Button type="submit" variant="outline" size="sm" loading={apply.isPending}>
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}
