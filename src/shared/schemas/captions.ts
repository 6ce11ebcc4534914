import { defineMessages, englishTexts } from '../message-descriptor';
import * as v from 'valibot';
import { answer } from './envelope';
import { recordId } from './record-id';
import { locales } from '../locales';
import { AuthMessages } from './auth';

/**
 * Captions a creator supplies for a video: one WebVTT file per language. The editor's caption form
 * and `PUT /api/content/:id/videos/:videoId/captions` share this schema.
 */

/**
 * The languages a track may be in (BCP 47, as `<track srclang>` takes them): the site's own four,
 * then the languages dance classes are most often captioned in. `zh` is Simplified, `zh-Hant`
 * Traditional Chinese.
 */
export const captionLanguages = [...locales, 'zh-Hant', 'es', 'fr', 'de', 'it', 'pt', 'id', 'th', 'vi'] as const;
export type CaptionLanguage = (typeof captionLanguages)[number];

export const CAPTION_LABEL_MAX = 60;

export const CaptionDescriptors = defineMessages({
  languageInvalid: /*i18n*/ { id: 'captions.language-invalid', message: 'Choose one of the offered languages.' },
  labelInvalid: /*i18n*/ {
    id: 'captions.label-invalid',
    message: 'The label must be 1 to {max} characters.',
    values: { max: CAPTION_LABEL_MAX },
  },
  fileInvalid: /*i18n*/ { id: 'captions.file-invalid', message: 'Upload a caption file first.' },
});
export const CaptionMessages = englishTexts(CaptionDescriptors);
const M = CaptionMessages;

/** PUT /api/content/:id/videos/:videoId/captions: adds the language's track, or replaces its file and label. */
export const AttachCaptionsSchema = v.object(
  {
    language: v.picklist(captionLanguages, M.languageInvalid),
    label: v.pipe(
      v.string(M.labelInvalid),
      v.trim(),
      v.minLength(1, M.labelInvalid),
      v.maxLength(CAPTION_LABEL_MAX, M.labelInvalid),
    ),
    /** The `captions` media asset that `complete` answered for the uploaded .vtt file. */
    file: recordId(M.fileInvalid),
  },
  AuthMessages.required,
);
export type AttachCaptionsInput = v.InferInput<typeof AttachCaptionsSchema>;

export function isCaptionLanguage(value: unknown): value is CaptionLanguage {
  return typeof value === 'string' && (captionLanguages as readonly string[]).includes(value);
}

/** A track as a viewer who may watch the video gets it: the URL carries the video's own signed grant. */
export const CaptionTrackSchema = answer(
  v.object({
    language: v.picklist(captionLanguages),
    label: v.string(),
    url: v.string(),
  }),
);
export type CaptionTrack = v.InferOutput<typeof CaptionTrackSchema>;

/** A track as the editor shows it to the video's owner. */
export const StudioCaptionSchema = answer(
  v.object({
    language: v.picklist(captionLanguages),
    label: v.string(),
    /** The WebVTT file's media asset. */
    file_id: v.number(),
  }),
);
export type StudioCaption = v.InferOutput<typeof StudioCaptionSchema>;
