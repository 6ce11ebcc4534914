import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VideoFailure } from '@shared/video-failure';

/** The shared reasons (src/shared/video-failure.ts) in the person's language. */
export const videoFailureText: Record<VideoFailure, MessageDescriptor> = {
  damaged: msg`The video file is incomplete or damaged, often because an export or copy was cut short. Export it again and upload it.`,
  no_video: msg`This file holds no video we can play. Choose a video file and upload it.`,
  unsupported: msg`This video is in a format we cannot convert. Export it as MP4 (H.264) and upload it again.`,
  too_long: msg`The video took too long to process. Upload a shorter video, or split it into parts.`,
  interrupted: msg`Processing was interrupted before it finished. Try processing it again.`,
  unknown: msg`The video could not be processed. Try again, or export it as MP4 (H.264) and upload it again.`,
};
