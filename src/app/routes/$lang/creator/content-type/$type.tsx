import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentTypeSlugs, parseContentTypeSegment } from '@app/features/creator-pages/content-type-slug';
import { requireCreator } from '@app/features/creator-area/require-creator';
import { ContentTypePage } from '@app/features/creator-area/content-type-page';
import { typeGroupSearchSchema } from '@app/features/creator-area/type-group-search';

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
