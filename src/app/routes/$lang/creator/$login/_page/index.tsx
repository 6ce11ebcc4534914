import { createFileRoute } from '@tanstack/react-router';
import { CreatorHomeTab } from '@app/features/creator-pages';

export const Route = createFileRoute('/$lang/creator/$login/_page/')({
  component: CreatorHomeTab,
});
