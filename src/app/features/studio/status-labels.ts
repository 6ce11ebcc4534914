import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentStatus } from '@shared/codes';

/** Spec §3's status codes as a creator reads them. */
export const contentStatusLabels: Record<ContentStatus, MessageDescriptor> = {
  [ContentStatus.processing]: msg`Processing`,
  [ContentStatus.published]: msg`Published`,
  [ContentStatus.draft]: msg`Draft`,
  [ContentStatus.blocked]: msg`Blocked`,
  [ContentStatus.onReview]: msg`On review`,
  [ContentStatus.transcodingFailed]: msg`Video failed`,
};

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

/** The badge's colour family; the label always says the same in words. */
export const contentStatusTones: Record<ContentStatus, StatusTone> = {
  [ContentStatus.processing]: 'accent',
  [ContentStatus.published]: 'success',
  [ContentStatus.draft]: 'neutral',
  [ContentStatus.blocked]: 'danger',
  [ContentStatus.onReview]: 'warning',
  [ContentStatus.transcodingFailed]: 'danger',
};
