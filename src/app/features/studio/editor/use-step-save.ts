import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { EditorStep, PatchableStep } from '@shared/schemas/content-editor';
import type { Locale } from '@shared/locales';
import { toast } from '@app/ui/toaster';
import { useSaveStep } from '../api';
import { useEditorContent } from './editor-context';
import { neighbours, stepViews } from './stepper-logic';

/**
 * Saves one step with PATCH /content/:id, says so, and moves to the next step. Rejects with the
 * API error so the form can put a 422's messages on its fields.
 */
export function useStepSave(step: PatchableStep) {
  const { t, i18n } = useLingui();
  const content = useEditorContent();
  const save = useSaveStep(content.id);
  const navigate = useNavigate();
  return async (values: Record<string, unknown>) => {
    const { data } = await save.mutateAsync({ step, values });
    toast.success(t`Saved.`);
    const { next } = neighbours(stepViews(data), step as EditorStep);
    if (next) {
      await navigate({
        to: '/$lang/creator/content/$contentId/$step',
        params: { lang: i18n.locale as Locale, contentId: data.id, step: next },
      });
    }
  };
}
