import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GENRE_LIST_LIMIT, SUBSCRIPTIONS_LIST_LIMIT } from '@shared/limits';
import { EditorMessages as M } from '@shared/schemas/content-editor';
import { CAPTION_LABEL_MAX, CaptionMessages } from '@shared/schemas/captions';
import { UploadSchemaMessages } from '@shared/schemas/uploads';

/**
 * The editor's shared schemas speak English (the server translates the same texts itself); the
 * form shows them through Lingui. Sentences with a number in them are matched by pattern.
 */
const fixed: Array<[string, MessageDescriptor]> = [
  [M.typeInvalid, msg`Choose one of the content types.`],
  [M.titleRequired, msg`The title is required.`],
  [M.titleTooLong, msg`The title may not be greater than 150 characters.`],
  [M.descriptionTooLong, msg`The description may not be greater than 5000 characters.`],
  [M.priceFormat, msg`Enter the price in digits with one decimal mark, like 12.50.`],
  [M.priceNegative, msg`The price cannot be negative.`],
  [M.priceExponent, msg`Enter the price in plain digits, like 1000.`],
  [M.priceSeparator, msg`Leave out thousands separators: enter 1250 or 1250.50.`],
  [M.priceDigits, msg`The price has too many decimal places for this currency.`],
  [M.priceTooHigh, msg`The price may not be greater than 1000000.`],
  [M.currencyInvalid, msg`The currency must be USD, EUR or JPY.`],
  [M.currencyNotBalance, msg`Prices are set in your balance currency. Change it on your finance page first.`],
  [M.wholeNumber, msg`Enter a whole number using digits only.`],
  [M.tagsTooMany, msg`Choose at most ${GENRE_LIST_LIMIT} tags.`],
  [M.tagsUnknown, msg`One of the tags does not exist.`],
  [M.idsInvalid, msg`Each id must be a whole number.`],
  [M.dateInvalid, msg`Enter a date and time with its time zone.`],
  [M.endBeforeStart, msg`The end must be after the start.`],
  [M.meetingsExactlyOne, msg`This class has exactly one meeting.`],
  [M.meetingsAtLeastOne, msg`Add at least one meeting.`],
  [M.meetingsTooMany, msg`A class has at most 50 meetings.`],
  [M.placeOrLink, msg`Give a place or an online link.`],
  [M.linkInvalid, msg`The link must start with https:// or http://.`],
  [M.periodInvalid, msg`The billing period must be month or year.`],
  [M.subscriptionContentTooMany, msg`A community includes at most ${SUBSCRIPTIONS_LIST_LIMIT} items.`],
  [M.subscriptionContentInvalid, msg`A community may include only your own items that are not communities.`],
  [M.stepInvalid, msg`This step does not exist for this content type.`],
  [M.statusInvalid, msg`Choose content statuses from 0, 1, 2, 3, 4 and 255.`],
  [M.publishAtPast, msg`The publication time must be in the future.`],
  [M.reasonRequired, msg`Tell us why you delete this item.`],
  [M.reasonTooLong, msg`The reason may not be greater than 500 characters.`],
  [M.idMismatch, msg`The id does not match the item.`],
  [M.bioTooLong, msg`The bio may not be greater than 1000 characters.`],
  [M.collaboratorSelf, msg`You cannot invite yourself.`],
  [M.collaboratorNotCreator, msg`Only an approved creator can be invited.`],
  [M.collaboratorDuplicate, msg`This creator is already invited.`],
  [M.replyStatusInvalid, msg`The reply must be 1 (accept) or 2 (decline).`],
  [M.replyNotPending, msg`This invitation was already answered.`],
  [M.missingCover, msg`Add a cover image.`],
  [M.missingVideo, msg`Add the main video.`],
  [M.missingMeetings, msg`Add at least one meeting.`],
  [M.missingService, msg`Fill in the service info.`],
  [M.videoFailed, msg`The main video failed to process; upload it again.`],
  [M.rangeInvalid, msg`Enter the range as YYYY-MM-DD dates, from before to.`],
  [M.rangeTooLong, msg`The range may span at most 100 days.`],
  [UploadSchemaMessages.additionalTooMany, msg`At most 20 additional videos.`],
  [CaptionMessages.languageInvalid, msg`Choose one of the offered languages.`],
  [CaptionMessages.labelInvalid, msg`The label must be 1 to ${CAPTION_LABEL_MAX} characters.`],
  [CaptionMessages.fileInvalid, msg`Upload a caption file first.`],
];
const byText = new Map(fixed);

const patterns: Array<[RegExp, (match: RegExpMatchArray) => MessageDescriptor]> = [
  [
    /^Enter a number from (\d+) to (\d+)\.$/,
    (match) => {
      const [, min = '', max = ''] = match;
      return msg`Enter a number from ${min} to ${max}.`;
    },
  ],
  [
    /^This text may not be greater than (\d+) characters\.$/,
    (match) => {
      const [, max = ''] = match;
      return msg`This text may not be greater than ${max} characters.`;
    },
  ],
];

function descriptorFor(text: string): MessageDescriptor | undefined {
  const descriptor = byText.get(text);
  if (descriptor) return descriptor;
  for (const [pattern, make] of patterns) {
    const match = text.match(pattern);
    if (match) return make(match);
  }
  return undefined;
}

/** Whether the PWA's catalogue knows this editor sentence (a test keeps every schema message covered). */
export const isKnownEditorMessage = (text: string) => descriptorFor(text) !== undefined;

/** An editor schema's sentence in the active language; any other text passes through unchanged. */
export function translateEditorMessage(text: string, i18n: I18n): string {
  const descriptor = descriptorFor(text);
  return descriptor ? i18n._(descriptor) : text;
}
