import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { useProfile } from '@app/platform/session';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Modal } from '@app/ui/modal';
import { PageContainer } from '@app/ui/page-container';
import { Skeleton } from '@app/ui/skeleton';
import { toast } from '@app/ui/toaster';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { couponQueryOptions, useCreateCoupon, useDeleteCoupon, useUpdateCoupon } from './api';
import { CouponForm } from './coupon-form';
import { emptyCouponForm, toCouponForm } from './form-values';

function EditorFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const { i18n } = useLingui();
  usePageTitle(title);
  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: '6' })}>
        <UiLink href={`/${i18n.locale}/coupons`} className={css({ color: 'accent.fg', textDecoration: 'underline' })}>
          <Trans>Back to coupons</Trans>
        </UiLink>
        <h1 className={css({ textStyle: 'heading.lg' })}>{title}</h1>
        <Card as="section">{children}</Card>
      </div>
    </PageContainer>
  );
}

function useBackToList() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return () => navigate({ to: '/$lang/coupons', params: { lang: i18n.locale as Locale } });
}

/** `/coupons/new`. */
export function NewCouponPage() {
  const { t } = useLingui();
  const profile = useProfile('site');
  const create = useCreateCoupon();
  const back = useBackToList();
  return (
    <EditorFrame title={t`New coupon`}>
      {profile.data ? (
        <CouponForm
          ownerId={profile.data.id}
          initial={emptyCouponForm}
          submitLabel={<Trans>Create coupon</Trans>}
          onSubmit={async (input) => {
            const coupon = await create.mutateAsync(input);
            const code = coupon.code;
            toast.success(t`Coupon ${code} created.`);
            await back();
          }}
        />
      ) : (
        <Skeleton height="20rem" />
      )}
    </EditorFrame>
  );
}

/** `/coupons/:couponId`: change or delete one of the creator's coupons. */
export function EditCouponPage({ couponId }: { couponId: number }) {
  const { t } = useLingui();
  const profile = useProfile('site');
  const coupon = useQuery(couponQueryOptions(couponId));
  const update = useUpdateCoupon(couponId);
  const remove = useDeleteCoupon(couponId);
  const [confirming, setConfirming] = useState(false);
  const back = useBackToList();
  if (coupon.isError) {
    return (
      <EditorFrame title={t`Coupon`}>
        <EmptyState
          icon={<CircleAlertIcon size={20} />}
          title={t`This coupon does not exist`}
          description={t`It may have been deleted.`}
        />
      </EditorFrame>
    );
  }
  if (!coupon.data || !profile.data) {
    return (
      <EditorFrame title={t`Coupon`}>
        <Skeleton height="20rem" />
      </EditorFrame>
    );
  }
  const code = coupon.data.code;
  return (
    <EditorFrame title={t`Coupon ${code}`}>
      <CouponForm
        ownerId={profile.data.id}
        initial={toCouponForm(coupon.data)}
        submitLabel={<Trans>Save changes</Trans>}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          toast.success(t`Coupon saved.`);
          await back();
        }}
        actions={
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        }
      />
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t`Delete coupon ${code}?`}
        description={t`The code stops working at once. Purchases already made with it are kept.`}
        footer={
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: async () => {
                    toast.success(t`Coupon deleted.`);
                    await back();
                  },
                })
              }
            >
              <Trans>Delete coupon</Trans>
            </Button>
          </div>
        }
      />
    </EditorFrame>
  );
}
