import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import PlusIcon from 'lucide-react/icons/plus';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Permission } from '@shared/permissions';
import type { Coupon } from '@shared/schemas/coupons';
import { formatDate } from '@app/platform/format';
import { useProfile } from '@app/platform/session';
import { buttonStyles } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { PageContainer } from '@app/ui/page-container';
import { Pagination } from '@app/ui/pagination';
import { Skeleton } from '@app/ui/skeleton';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { COUPON_PAGE_SIZE, couponsQueryOptions } from './api';
import { CodeChecker } from './code-checker';
import { discountText } from './describe-coupon';

/** `/coupons`: fans check a code; creators also manage the coupons of their items and catalogue. */
export function CouponsPage() {
  const { t } = useLingui();
  usePageTitle(t`Coupons`);
  const profile = useProfile('site');
  const isCreator = profile.data?.permissions.includes(Permission.creator) ?? false;
  return (
    <PageContainer>
      <div className={css({ display: 'grid', gap: '6', py: '6' })}>
        <h1 className={css({ textStyle: 'heading.lg' })}>
          <Trans>Coupons</Trans>
        </h1>
        <Card as="section" header={<h2 className={css({ textStyle: 'heading.sm' })}>{t`Have a code?`}</h2>}>
          <CodeChecker />
        </Card>
        {isCreator ? <CreatorCoupons /> : null}
      </div>
    </PageContainer>
  );
}

function CreatorCoupons() {
  const { t, i18n } = useLingui();
  const [page, setPage] = usePageParam();
  const list = useQuery(couponsQueryOptions(page));
  const newHref = `/${i18n.locale}/coupons/new`;
  return (
    <section aria-labelledby="my-coupons" className={css({ display: 'grid', gap: '4' })}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2 id="my-coupons" className={css({ textStyle: 'heading.md' })}>
          <Trans>Your coupons</Trans>
        </h2>
        <UiLink href={newHref} className={buttonStyles({ variant: 'solid', size: 'sm' })}>
          <PlusIcon size={16} />
          <Trans>New coupon</Trans>
        </UiLink>
      </div>
      {list.isPending ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '2' })}>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={<CircleAlertIcon size={20} />}
          headingLevel="h3"
          title={t`Your coupons could not be loaded`}
          description={t`Check your connection and reload the page.`}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title={t`No coupons yet`}
          description={t`Give fans a discount on one item or on everything you sell.`}
        />
      ) : (
        <>
          <ul className={css({ display: 'grid', gap: '2' })}>
            {list.data.data.map((coupon) => (
              <CouponRow key={coupon.id} coupon={coupon} />
            ))}
          </ul>
          <Pagination page={page} count={list.data.meta.total} pageSize={COUPON_PAGE_SIZE} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

function CouponRow({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const ends = coupon.ends_at ? formatDate(Date.parse(coupon.ends_at) - 1, 'date', locale) : null;
  const code = coupon.code;
  const uses = coupon.usage_limit === null ? String(coupon.used_count) : `${coupon.used_count}/${coupon.usage_limit}`;
  return (
    <li
      className={css({
        display: 'grid',
        gap: '1',
        p: '3',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        sm: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
      })}
    >
      <div className={css({ display: 'grid', gap: '1' })}>
        <p className={css({ fontWeight: 'semibold', fontFamily: 'mono' })}>{coupon.code}</p>
        <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
          {discountText(coupon, i18n)} · {coupon.content ? coupon.content.title : t`All my items`} ·{' '}
          <Trans>uses: {uses}</Trans>
          {ends ? (
            <>
              {' · '}
              <Trans>until {ends}</Trans>
            </>
          ) : null}
        </p>
      </div>
      <UiLink
        href={`/${locale}/coupons/${coupon.id}`}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
        aria-label={t`Edit coupon ${code}`}
      >
        <Trans>Edit</Trans>
      </UiLink>
    </li>
  );
}
