import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentTypeSlugs, parseContentTypeSegment } from '@app/features/creator-pages';
import { requireCreator } from '@app/features/studio';
import { ContentTypePage } from '@app/features/studio';
import { typeGroupSearchSchema } from '@app/features/studio';

/** `/creator/content-type/tutorial-skills` (or `/5`): the creator's items of one type. */
export const Route = createFileRoute('/$lang/creator/content-type/$type')({
  params: {
    parse: ({ type }) => {
      const parsed = parseContentTypeSegment(type);
      if (parsed === null) throw notFound();
      return { type: parsed };
    },
    stringify: ({ type }) => ({ type: contentTypeSlugs[type] }),
  },
  validateSearch: typeGroupSearchSchema,
  beforeLoad: (args) => requireCreator(args),
  component: ContentTypePage,
});
