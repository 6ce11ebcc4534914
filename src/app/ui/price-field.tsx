import { NumericField, type NumericFieldProps } from './numeric-field';

export type PriceFieldProps = NumericFieldProps;

/** For fields named price or amount: digits and at most one dot (product-spec §5). */
export function PriceField(props: PriceFieldProps) {
  return <NumericField rule="price" {...props} />;
}
