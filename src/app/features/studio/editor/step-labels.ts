import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentType } from '@shared/codes';
import type { EditorStep } from '@shared/schemas/content-editor';

/** Each step's name in the stepper and as the step page's heading. */
export const stepLabels: Record<EditorStep, MessageDescriptor> = {
  'general-info': msg`General info`,
  base_info: msg`Price`,
  media: msg`Media`,
  tags: msg`Tags`,
  'meeting-info': msg`Meetings`,
  'service-info': msg`Service info`,
  subscription: msg`Community`,
  collaboration: msg`Collaboration`,
  'content-deleted': msg`Deleted`,
};

/** The price step speaks of a billing period for communities. */
export function stepLabel(step: EditorStep, type: ContentType): MessageDescriptor {
  if (step === 'base_info' && type === ContentType.subscription) return msg`Membership price`;
  return stepLabels[step];
}
