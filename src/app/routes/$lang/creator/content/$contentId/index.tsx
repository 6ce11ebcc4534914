import { createFileRoute } from '@tanstack/react-router';
import { EditorIndex } from '@app/features/studio/editor/step-page';

export const Route = createFileRoute('/$lang/creator/content/$contentId/')({
  component: EditorIndex,
});
