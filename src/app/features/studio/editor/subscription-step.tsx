import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ContentType } from '@shared/codes';
import { SubscriptionSettingsSchema, type BillingPeriod } from '@shared/schemas/content-editor';
import { SUBSCRIPTIONS_LIST_LIMIT } from '@shared/limits';
import { CheckboxGroup } from '@app/ui/checkbox-group';
import { SegmentedControl } from '@app/ui/segmented-control';
import { Skeleton } from '@app/ui/skeleton';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { LoadError } from '@app/platform/content-lists/load-error';
import { studioListQueryOptions } from '../api';
import { visibleErrors } from '@app/platform/forms/bind-field';
import { useEditorContent } from './editor-context';
import { StepForm, useStepForm } from './step-form';

/** The most items one page of the studio list returns; a community's picker lists this many. */
const PICKER_LIMIT = 100;

/** A community: its billing period and which of the creator's items members unlock. */
export function SubscriptionStep() {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const items = useQuery(studioListQueryOptions({ view: 'all', page: 1 }, PICKER_LIMIT));
  const candidates = (items.data?.data ?? []).filter((item) => item.type !== ContentType.subscription);
  const toRequest = (value: { billing_period: BillingPeriod; content_ids: string[] }) => ({
    billing_period: value.billing_period,
    content_ids: value.content_ids.map(Number),
  });
  const form = useStepForm({
    step: 'subscription',
    defaultValues: {
      billing_period: (content.details.subscription?.billing_period ?? 'month') as BillingPeriod,
      content_ids: content.subscription_content.map((item) => String(item.id)),
    },
    schema: SubscriptionSettingsSchema,
    toRequest,
    toChecked: toRequest,
  });
  const included = content.subscription_content.map((item) => ({ value: String(item.id), label: item.title }));
  const options = [
    ...included,
    ...candidates
      .filter((item) => !included.some((option) => option.value === String(item.id)))
      .map((item) => ({ value: String(item.id), label: `${item.title} · ${i18n._(contentTypeLabels[item.type])}` })),
  ];
  return (
    <StepForm
      form={form}
      step="subscription"
      intro={<Trans>Members pay each period and unlock every item you include here.</Trans>}
    >
      <form.Field name="billing_period">
        {(field) => (
          <SegmentedControl<BillingPeriod>
            label={t`Billing period`}
            value={field.state.value}
            onValueChange={(value) => field.handleChange(value)}
            items={[
              { value: 'month', label: t`Monthly` },
              { value: 'year', label: t`Yearly` },
            ]}
          />
        )}
      </form.Field>
      {items.isError ? (
        <LoadError title={t`Your items could not be loaded`} onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <Skeleton height="8rem" />
      ) : (
        <form.Field name="content_ids">
          {(field) => (
            <CheckboxGroup
              label={t`Included content`}
              name="content_ids"
              variant="list"
              value={field.state.value}
              onValueChange={(ids) => field.handleChange(ids)}
              options={options}
              max={SUBSCRIPTIONS_LIST_LIMIT}
              hint={options.length === 0 ? t`Create some content first, then include it here.` : undefined}
              errors={visibleErrors(field, i18n)}
            />
          )}
        </form.Field>
      )}
    </StepForm>
  );
}
