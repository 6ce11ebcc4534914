import { ErrorBodySchema, PageMetaSchema } from '@shared/schemas/envelope';
import { MoneySchema } from '@shared/money';
import {
  ContentResourceSchema,
  ImageRefSchema,
  MeetingSchema,
  ShortUserSchema,
  TagSchema,
  VideoRefSchema,
} from '@shared/schemas/content';

/**
 * Shapes the document names once under `components/schemas` and refers to (`$ref`), rather than writing them
 * out in every operation: the shared ones, and ContentResource, which contains itself.
 */
export const namedSchemas = {
  Error: ErrorBodySchema,
  PageMeta: PageMetaSchema,
  Money: MoneySchema,
  ImageRef: ImageRefSchema,
  VideoRef: VideoRefSchema,
  ShortUser: ShortUserSchema,
  Tag: TagSchema,
  Meeting: MeetingSchema,
  ContentResource: ContentResourceSchema,
};
