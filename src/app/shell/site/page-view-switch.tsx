import { useLingui } from '@lingui/react/macro';
import type { PageViewType } from '@shared/codes';
import { pageViewTypePreference, usePageViewType } from '@app/platform/preferences';
import { SegmentedControl } from '@app/ui/segmented-control';

/** Spec §2: whose view of the site to show, All, Fan or Creator (default All); remembered in the browser. */
export function PageViewSwitch() {
  const { t } = useLingui();
  const value = usePageViewType();
  return (
    <SegmentedControl<PageViewType>
      label={t`Page view`}
      value={value}
      onValueChange={(next) => pageViewTypePreference.set(next)}
      items={[
        { value: 'all', label: t`All` },
        { value: 'fan', label: t`Fan` },
        { value: 'creator', label: t`Creator` },
      ]}
    />
  );
}
