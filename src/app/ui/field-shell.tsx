import { Fragment, useId, type ReactNode } from 'react';
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

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
  counter: string;
}

/** Stable ids for a field's control and the texts that describe it. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, error: `${control}-error`, counter: `${control}-counter` };
}

/**
 * aria-describedby for the control. Ark links errors only through aria-errormessage,
 * which several screen readers ignore, so the error id is listed here as well.
 */
export function describedBy(ids: FieldIds, parts: { hint?: boolean; error?: boolean; counter?: boolean }) {
  const list = [parts.hint && ids.hint, parts.error && ids.error, parts.counter && ids.counter].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
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
