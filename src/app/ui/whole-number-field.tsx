import { NumericField, type NumericFieldProps } from './numeric-field';

export type WholeNumberFieldProps = NumericFieldProps;

/** For counts and other whole numbers: digits only (product-spec §5). */
export function WholeNumberField(props: WholeNumberFieldProps) {
  return <NumericField rule="whole" {...props} />;
}
