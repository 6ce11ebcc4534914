import { createFileRoute, notFound } from '@tanstack/react-router';
import { editorSteps, type EditorStep } from '@shared/schemas/editor-steps';
import { StepPage } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/content/$contentId/$step')({
  params: {
    parse: ({ step }) => {
      if (!(editorSteps as readonly string[]).includes(step)) throw notFound();
      return { step: step as EditorStep };
    },
    stringify: ({ step }) => ({ step }),
  },
  component: StepPage,
});
