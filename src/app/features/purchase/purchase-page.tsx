import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { Skeleton } from '@app/ui/skeleton';
import { CommunityMembership } from './community-membership';
import { contentPageQueryOptions, requestCurrency } from '@app/platform/catalogue/content-api';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { Checkout } from './checkout';
import { PaymentReturn } from './payment-return';
import { purchaseContentId, returnedPaymentId, type PurchaseSearch } from './search';

export const heading = css({ textStyle: 'heading.lg' });

/** `/purchase?content=<id>`: what is bought, the coupon, the total and the currency charged; then pay and unlock. */
export function PurchasePage({ search }: { search: PurchaseSearch }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  usePageTitle(t`Checkout`);
  const contentId = purchaseContentId(search);
  const item = useQuery({
    ...contentPageQueryOptions('content', contentId ?? 0, locale, requestCurrency(), 'user'),
    enabled: contentId !== undefined,
  });
  const paymentId = returnedPaymentId(search);

  let body;
  if (contentId === undefined || item.isError) {
    body = (
      <EmptyState
        icon={<CircleAlertIcon size={20} />}
        title={t`This item cannot be bought`}
        description={t`It may have been removed. Find something else to watch.`}
        action={
          <UiLink href={`/${locale}`} className={buttonStyles({ variant: 'solid' })}>
            <Trans>Discover content</Trans>
          </UiLink>
        }
      />
    );
  } else if (!item.data) {
    body = (
      <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
        <Skeleton shape="text" width="60%" />
        <Skeleton height="8rem" />
      </div>
    );
  } else if (paymentId) {
    body = <PaymentReturn item={item.data} paymentId={paymentId} />;
  } else if (item.data.type === ContentType.subscription) {
    body = <CommunityMembership item={item.data} cancelled={search.cancelled === '1'} />;
  } else {
    body = <Checkout item={item.data} cancelled={search.cancelled === '1'} initialCode={search.coupon} />;
  }
  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: '6' })}>
        <h1 className={heading}>
          <Trans>Checkout</Trans>
        </h1>
        <Card as="section">{body}</Card>
      </div>
    </PageContainer>
  );
}
