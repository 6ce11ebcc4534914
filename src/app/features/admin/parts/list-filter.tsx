import { SelectField } from '@app/ui/select-field';

interface Option {
  value: string;
  label: string;
}

interface ListFilterProps {
  label: string;
  /** The first option, which lifts the filter: "All statuses", "Every administrator". */
  allLabel: string;
  /** The filter's value in the address; none means every row. */
  value: string | undefined;
  onChange: (value: string) => void;
  options: readonly Option[];
  name?: string;
}

/** One filter of an admin list: a select whose value lives in the address, its first option showing every row. */
export function ListFilter({ label, allLabel, value, onChange, options, name }: ListFilterProps) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value ?? ''}
      onValueChange={onChange}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}
