import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseContentTypeSegment } from '@app/features/creator-pages';
import { CreatorTypeTab } from '@app/features/creator-pages';
import { creatorListSearchSchema } from '@app/features/creator-pages';

export const Route = createFileRoute('/$lang/creator/$login/_page/$type')({
  params: {
    parse: ({ type }) => {
      const parsed = parseContentTypeSegment(type);
      if (parsed === null) throw notFound();
      return { type: parsed };
    },
    stringify: ({ type }) => ({ type: String(type) }),
  },
  validateSearch: creatorListSearchSchema,
  component: CreatorTypeTab,
});
