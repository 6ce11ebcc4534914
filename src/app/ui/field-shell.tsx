import { Fragment, type ReactNode } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import {
  FieldErrorText,
  FieldHelperText,
  FieldLabel,
  FieldMessages,
  FieldRequiredIndicator,
  FieldRoot,
} from './field-parts';
import { describedBy, useFieldIds, type FieldIds } from './field-ids';

/** Props every labelled form field shares. */
export interface FieldBaseProps {
  label: ReactNode;
  name: string;
  /** Messages from validation or the server; any message marks the field invalid. */
  errors?: string[];
  /** Help text under the control, kept visible alongside errors. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Overrides the generated id of the control. */
  id?: string;
}

interface FieldShellProps extends Omit<FieldBaseProps, 'name' | 'id'> {
  ids: FieldIds;
  /** Rendered at the end of the message line (TextAreaField's character counter). */
  trailing?: ReactNode;
  children: ReactNode;
}

/** Label, control slot, then the hint / error line: the frame every text-like field shares. */
export function FieldShell({ ids, label, errors = [], hint, required, disabled, trailing, children }: FieldShellProps) {
  const invalid = errors.length > 0;
  return (
    <FieldRoot
      id={ids.control}
      ids={{ label: `${ids.control}-label`, helperText: ids.hint, errorText: ids.error }}
      invalid={invalid}
      required={required}
      disabled={disabled}
    >
      <FieldLabel>
        {label}
        <FieldRequiredIndicator>*</FieldRequiredIndicator>
      </FieldLabel>
      {children}
      {hint ? <FieldHelperText>{hint}</FieldHelperText> : null}
      {invalid || trailing ? (
        <FieldMessages>
          <FieldErrorText>
            <CircleAlertIcon size={20} />
            <span>
              {errors.map((message, index) => (
                // The space keeps messages apart when a screen reader reads them as one description.
                <Fragment key={index}>
                  {index > 0 ? ' ' : null}
                  <span className={css({ display: 'block' })}>{message}</span>
                </Fragment>
              ))}
            </span>
          </FieldErrorText>
          {trailing}
        </FieldMessages>
      ) : null}
    </FieldRoot>
  );
}

/**
 * The one field factory: splits a field's props into the frame's (label, hint, errors…), the control's wiring
 * (name, blur, what describes it) and the rest, which the field hands its own control.
 */
export function useLabelledField<P extends FieldBaseProps & { onBlur?: () => void }>(
  { label, name, onBlur, errors = [], hint, required, disabled, id, ...rest }: P,
  { counter = false }: { counter?: boolean } = {},
) {
  const ids = useFieldIds(id);
  const invalid = errors.length > 0;
  return {
    ids,
    invalid,
    frame: { ids, label, errors, hint, required, disabled },
    control: { name, onBlur, 'aria-describedby': describedBy(ids, { hint: Boolean(hint), error: invalid, counter }) },
    rest,
  };
}
