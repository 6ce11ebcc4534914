import * as v from 'valibot';
import { defineMessages, englishTexts } from '@shared/message-descriptor';
import { IMAGE_WIDTHS, parseImageWidth } from '@shared/image-widths';

export const RenditionDescriptors = defineMessages({
  widthNotOffered: /*i18n*/ {
    id: 'media.width-not-offered',
    message: 'The width must be one of {widths}.',
    values: { widths: IMAGE_WIDTHS.join(', ') },
  },
});
const RenditionMessages = englishTexts(RenditionDescriptors);

/** `?w=` asks for a WebP rendition of a public image; only the listed widths, so a URL cannot make any other file. */
export const RenditionQuerySchema = v.object({
  w: v.optional(
    v.pipe(
      v.string(RenditionMessages.widthNotOffered),
      v.check((text) => parseImageWidth(text) !== null, RenditionMessages.widthNotOffered),
      v.transform((text) => parseImageWidth(text)!),
    ),
  ),
});
