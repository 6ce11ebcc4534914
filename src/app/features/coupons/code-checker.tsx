import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { couponCodeSchema } from '@shared/schemas/coupons';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/text-field';
import { sharedMessage } from '@app/platform/forms/shared-message';

/** Enter a code; /coupons/apply then says what it is for. */
export function CodeChecker({ initialCode = '' }: { initialCode?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '3', justifyItems: 'start', '& > *:first-child': { width: 'full' } })}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(couponCodeSchema, code);
        if (!parsed.success) {
          setError(sharedMessage(parsed.issues[0].message, i18n));
          return;
        }
        void navigate({
          to: '/$lang/coupons/apply',
          params: { lang: i18n.locale as Locale },
          search: { code: parsed.output },
        });
      }}
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
      <Button type="submit">
        <Trans>Check the code</Trans>
      </Button>
    </form>
  );
}
