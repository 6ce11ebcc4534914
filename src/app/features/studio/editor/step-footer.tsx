import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { EditorStep } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { Button, buttonStyles } from '@app/ui/button';
import { useEditorContent } from './editor-context';
import { neighbours, stepViews } from './stepper-logic';

interface StepFooterProps {
  step: EditorStep;
  /** A form step submits; a step that saves as you go (media, collaboration) only moves on. */
  submitting?: boolean;
  saves?: boolean;
}

/** Back to the previous step, and save (then go on to the next step when there is one). */
export function StepFooter({ step, submitting = false, saves = true }: StepFooterProps) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const content = useEditorContent();
  const { previous, next } = neighbours(stepViews(content), step);
  const params = (target: EditorStep) => ({ lang, contentId: content.id, step: target });
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap-reverse',
        justifyContent: 'space-between',
        gap: '3',
        pt: '4',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      {previous ? (
        <Link
          to="/$lang/creator/content/$contentId/$step"
          params={params(previous)}
          className={buttonStyles({ variant: 'ghost' })}
        >
          <Trans>Back</Trans>
        </Link>
      ) : (
        <span />
      )}
      {saves ? (
        <Button type="submit" loading={submitting}>
          {next ? <Trans>Save and continue</Trans> : <Trans>Save</Trans>}
        </Button>
      ) : next ? (
        <Link
          to="/$lang/creator/content/$contentId/$step"
          params={params(next)}
          className={buttonStyles({ variant: 'solid' })}
        >
          <Trans>Continue</Trans>
        </Link>
      ) : null}
    </div>
  );
}
