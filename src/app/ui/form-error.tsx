import type { ReactNode } from 'react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';

export interface FormErrorProps {
  /** The message; nothing is rendered without one, so it can sit in the form permanently. */
  children?: ReactNode;
}

/** A form-level error (not tied to one field), announced as soon as it appears. */
export function FormError({ children }: FormErrorProps) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        gap: '2.5',
        alignItems: 'flex-start',
        p: '3.5',
        bg: 'danger.subtle',
        color: 'danger.fg',
        borderWidth: '1px',
        borderColor: 'danger.default',
        borderRadius: 'control',
        textStyle: 'body.sm',
        '& svg': { flexShrink: '0', width: '5', height: '5' },
      })}
    >
      <CircleAlertIcon size={20} />
      <div>{children}</div>
    </div>
  );
}
