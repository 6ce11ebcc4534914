import { useLingui } from '@lingui/react/macro';
import { contentTypes, type ContentType } from '@shared/codes';
import { SelectField } from '@app/ui/select-field';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';

const ALL = 'all';

/** Narrows a list to one content type (nine are too many for a segmented control on a phone). */
export function TypeFilter({ value, onChange }: { value?: ContentType; onChange: (type?: ContentType) => void }) {
  const { t, i18n } = useLingui();
  const options = [
    { value: ALL, label: t`All types` },
    ...contentTypes.map((type) => ({ value: String(type), label: i18n._(contentTypeLabels[type]) })),
  ];
  return (
    <SelectField
      label={t`Content type`}
      name="type"
      value={value ? String(value) : ALL}
      options={options}
      onValueChange={(next) => onChange(next === ALL ? undefined : (Number(next) as ContentType))}
    />
  );
}
