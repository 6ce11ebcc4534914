import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { EditorStep } from '@shared/schemas/content-editor';
import { useEditorContent } from './editor-context';
import { stepLabel } from './step-labels';

/** The step's name (h2) and one line about what it is for. */
export function StepHeading({ step, children }: { step: EditorStep; children?: ReactNode }) {
  const { i18n } = useLingui();
  const content = useEditorContent();
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <h2 className={css({ textStyle: 'heading.md' })}>{i18n._(stepLabel(step, content.type))}</h2>
      {children ? <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{children}</p> : null}
    </div>
  );
}

export const stepForm = css({ display: 'grid', gap: '5' });
