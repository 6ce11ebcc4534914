import { createFileRoute } from '@tanstack/react-router';
import { EditorIndex } from '@app/features/studio';

export const Route = createFileRoute('/$lang/creator/content/$contentId/')({
  component: EditorIndex,
});
