import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from '@tanstack/react-router';
import type { EditorStep } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { BaseInfoStep } from './base-info-step';
import { CollaborationStep } from './collaboration-step';
import { ContentDeletedStep } from './content-deleted-step';
import { useEditorContent } from './editor-context';
import { GeneralInfoStep } from './general-info-step';
import { MediaStep } from './media-step';
import { MeetingInfoStep } from './meeting-info-step';
import { ServiceInfoStep } from './service-info-step';
import { firstStep, stepViews } from './stepper-logic';
import { SubscriptionStep } from './subscription-step';
import { TagsStep } from './tags-step';

const stepComponents: Record<EditorStep, () => React.JSX.Element> = {
  'general-info': GeneralInfoStep,
  base_info: BaseInfoStep,
  media: MediaStep,
  tags: TagsStep,
  'meeting-info': MeetingInfoStep,
  'service-info': ServiceInfoStep,
  subscription: SubscriptionStep,
  collaboration: CollaborationStep,
  'content-deleted': ContentDeletedStep,
};

/** One step of the editor; a step this item does not have (or any step of a trashed item) redirects. */
export function StepPage() {
  const { i18n } = useLingui();
  const content = useEditorContent();
  const { step } = useParams({ from: '/$lang/creator/content/$contentId/$step' });
  const views = stepViews(content);
  if (!views.some((view) => view.step === step)) {
    return (
      <Navigate
        to="/$lang/creator/content/$contentId/$step"
        params={{ lang: i18n.locale as Locale, contentId: content.id, step: firstStep(views) }}
        replace
      />
    );
  }
  const Step = stepComponents[step];
  // A new key per item and step: each form starts from the saved values.
  return <Step key={`${content.id}-${step}`} />;
}

/** `/creator/content/$contentId`: the first step that needs something, else the first step. */
export function EditorIndex() {
  const { i18n } = useLingui();
  const content = useEditorContent();
  return (
    <Navigate
      to="/$lang/creator/content/$contentId/$step"
      params={{ lang: i18n.locale as Locale, contentId: content.id, step: firstStep(stepViews(content)) }}
      replace
    />
  );
}
