import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import CheckIcon from 'lucide-react/icons/check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import type { CouponCheck } from '@shared/schemas/coupons';
import { formatDate, formatPrice } from '@app/platform/format';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { Skeleton } from '@app/ui/skeleton';
import { refusalOf } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { couponCheckQueryOptions } from './api';
import { CodeChecker } from './code-checker';
import { discountText } from './describe-coupon';

/** `/coupons/apply?code=…`: what a code takes off and what it is for, with the way to buy. */
export function ApplyCouponPage({ code }: { code?: string }) {
  const { t } = useLingui();
  usePageTitle(t`Use a coupon`);
  const check = useQuery({ ...couponCheckQueryOptions(code ?? ''), enabled: Boolean(code) });
  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: '6' })}>
        <h1 className={css({ textStyle: 'heading.lg' })}>
          <Trans>Use a coupon</Trans>
        </h1>
        <Card as="section">
          <CodeChecker key={code} initialCode={code} />
        </Card>
        {code ? (
          <Card as="section">
            <div aria-live="polite">
              {check.isPending ? (
                <Skeleton height="5rem" />
              ) : check.isError ? (
                <p role="alert" className={css({ display: 'flex', gap: '2', color: 'danger.fg' })}>
                  <CircleAlertIcon size={20} />
                  {refusalOf(check.error, t`The code could not be checked. Try again in a moment.`).message}
                </p>
              ) : (
                <CouponResult coupon={check.data} />
              )}
            </div>
          </Card>
        ) : null}
      </div>
    </PageContainer>
  );
}

function CouponResult({ coupon }: { coupon: CouponCheck }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The end is the first moment it no longer works: the last valid day is the one before.
  const ends = coupon.ends_at ? formatDate(Date.parse(coupon.ends_at) - 1, 'long', locale) : null;
  const off = discountText(coupon, i18n);
  const code = coupon.code;
  const title = coupon.content?.title ?? '';
  const itemPrice = coupon.content ? formatPrice(coupon.content.price, locale) : '';
  const creatorName = coupon.creator?.name ?? '';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <h2 className={css({ textStyle: 'heading.md', display: 'flex', gap: '2', alignItems: 'center' })}>
        <CheckIcon size={20} className={css({ color: 'success.fg' })} />
        <Trans>
          {code}: {off}
        </Trans>
      </h2>
      {coupon.content ? (
        <>
          <p>
            <Trans>
              For “{title}” ({itemPrice}).
            </Trans>
          </p>
          <UiLink
            href={`/${locale}/purchase?content=${coupon.content.id}&coupon=${encodeURIComponent(coupon.code)}`}
            className={buttonStyles({ variant: 'solid' })}
          >
            <Trans>Buy it with this coupon</Trans>
          </UiLink>
        </>
      ) : coupon.creator ? (
        <>
          <p>
            <Trans>For every item by {creatorName}.</Trans>
          </p>
          <UiLink href={`/${locale}/creator/${coupon.creator.login}`} className={buttonStyles({ variant: 'solid' })}>
            <Trans>See their items</Trans>
          </UiLink>
        </>
      ) : (
        <>
          <p>
            <Trans>For any paid item on Stagepass.</Trans>
          </p>
          <UiLink href={`/${locale}`} className={buttonStyles({ variant: 'solid' })}>
            <Trans>Find something to buy</Trans>
          </UiLink>
        </>
      )}
      {ends ? (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>Valid until {ends}.</Trans>
        </p>
      ) : null}
      <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
        <Trans>Enter the code at checkout. Communities' monthly prices take no coupons.</Trans>
      </p>
    </div>
  );
}
