import { useLingui } from '@lingui/react/macro';
import { NavTabs } from '@app/ui/nav-tabs';

/** The reference-data screens: the generic name tables, the coupons and the commerce settings. */
export function ReferenceTabs({ active }: { active: string }) {
  const { t } = useLingui();
  const items = [
    { key: 'genres', label: t`Genres` },
    { key: 'report-types', label: t`Report types` },
    { key: 'coupons', label: t`Coupons` },
    { key: 'commerce', label: t`Fees, holding and rates` },
  ];
  return (
    <NavTabs
      label={t`Reference tables`}
      items={items.map((i) => ({ label: i.label, href: `/admin/crud/${i.key}`, active: i.key === active }))}
    />
  );
}
