import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import CheckIcon from 'lucide-react/icons/check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { css } from 'styled-system/css';
import type { ContentType } from '@shared/codes';
import type { EditorStep } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import { stepLabel } from './step-labels';
import type { StepView } from './stepper-logic';

interface StepperProps {
  contentId: number;
  type: ContentType;
  views: StepView[];
  current: EditorStep;
}

const link = css({
  // Contains the visually hidden state text, which would otherwise escape the list's sideways scroll.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: 'touch',
  px: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  bg: 'bg.surface',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=step]': { borderColor: 'accent.fg', bg: 'accent.subtle', fontWeight: '600' },
});
const number = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '6',
  height: '6',
  borderRadius: 'pill',
  textStyle: 'caption',
  fontWeight: '700',
  bg: 'bg.muted',
  '&[data-state=done]': { bg: 'success.subtle', color: 'success.fg' },
  '&[data-state=missing]': { bg: 'warning.subtle', color: 'warning.fg' },
});

/**
 * The editor's steps as links (each step has its own address): where you are (`aria-current`),
 * which are done and which still need something before publishing — in words for screen readers,
 * by icon for the eye. Scrolls sideways on a phone.
 */
export function Stepper({ contentId, type, views, current }: StepperProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const index = views.findIndex((view) => view.step === current);
  const position = index + 1;
  const total = views.length;
  const stateText = { done: t`done`, missing: t`needs something before publishing`, optional: t`optional` };
  return (
    <nav aria-label={t`Editor steps`} className={css({ display: 'grid', gap: '2', minWidth: '0' })}>
      {index >= 0 ? (
        <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>{t`Step ${position} of ${total}`}</p>
      ) : null}
      <ol className={css({ display: 'flex', gap: '2', overflowX: 'auto', listStyle: 'none', pb: '1' })}>
        {views.map((view, order) => (
          <li key={view.step}>
            <Link
              to="/$lang/creator/content/$contentId/$step"
              params={{ lang, contentId, step: view.step }}
              aria-current={view.step === current ? 'step' : undefined}
              className={link}
            >
              <span className={number} data-state={view.state} aria-hidden="true">
                {view.state === 'done' ? (
                  <CheckIcon size={14} />
                ) : view.state === 'missing' ? (
                  <CircleAlertIcon size={14} />
                ) : (
                  order + 1
                )}
              </span>
              <span>{i18n._(stepLabel(view.step, type))}</span>
              <VisuallyHidden>({stateText[view.state]})</VisuallyHidden>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
