import { ContentStatus, ContentType } from '@shared/codes';
import type { PlannedMeeting, PlannedVideo } from './plan-types';
import type { Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Types whose product is recorded video: they get a main video and maybe additional ones. */
const videoTypes: readonly ContentType[] = [
  ContentType.performance,
  ContentType.footage,
  ContentType.tutorialSkills,
  ContentType.tutorialKnowledge,
];

const studios = [
  'Studio Groove, Shibuya, Tokyo',
  'Millennium Dance Complex, Los Angeles',
  'Hongdae Dance Lab, Seoul',
  'Jing’an Dance Hall, Shanghai',
  'Pineapple Studios, London',
  'Le Studio Harmonic, Paris',
];

/**
 * Video assets as storage keys only (the files arrive with the media pipeline). Each asset has a
 * folder of its own, which /media/v requires before serving files beside the entry file.
 */
export function planVideos(random: Random, index: number, type: ContentType, status: ContentStatus): PlannedVideo[] {
  const assetStatus =
    status === ContentStatus.processing
      ? 'processing'
      : status === ContentStatus.transcodingFailed
        ? 'failed'
        : 'ready';
  const error = assetStatus === 'failed' ? 'ffmpeg exited with code 1: invalid data found when processing input' : null;
  const hls = (role: PlannedVideo['role'], position: number, durationSeconds: number): PlannedVideo => ({
    role,
    position,
    key: `private/videos/demo-${index}-${role}-${position}/master.m3u8`,
    mimeType: 'application/vnd.apple.mpegurl',
    durationSeconds,
    status: assetStatus,
    error,
  });
  const videos: PlannedVideo[] = [];
  if (type !== ContentType.privateClass && random.chance(0.6)) {
    videos.push({
      ...hls('teaser', 0, random.int(15, 45)),
      key: `private/teasers/demo-${index}/teaser.mp4`,
      mimeType: 'video/mp4',
    });
  }
  if (videoTypes.includes(type)) {
    videos.push(hls('video', 0, random.int(120, 1800)));
    const extra = type === ContentType.tutorialSkills ? random.int(1, 3) : random.int(0, 2);
    for (let p = 1; p <= extra; p += 1) videos.push(hls('additional', p, random.int(60, 600)));
  }
  return videos;
}

/** Meetings for the class types, relative to now: most ahead, some already past. */
export function planMeetings(random: Random, type: ContentType, now: number): PlannedMeeting[] {
  const at = (dayOffset: number, hour: number) => new Date(Math.floor(now / DAY) * DAY + dayOffset * DAY + hour * HOUR);
  const online = () => `https://meet.stagepass.local/${Math.floor(random.next() * 36 ** 6).toString(36)}`;
  if (type === ContentType.publicClass) {
    const start = at(random.chance(0.2) ? -random.int(1, 30) : random.int(1, 45), random.pick([10, 18, 19]));
    return [
      {
        startsAt: start,
        endsAt: new Date(start.getTime() + 1.5 * HOUR),
        place: random.pick(studios),
        link: null,
        capacity: random.int(15, 40),
      },
    ];
  }
  if (type === ContentType.privateClass) {
    return Array.from({ length: random.int(1, 2) }, (_, n) => {
      const start = at(random.int(2, 30) + n * 7, random.pick([9, 12, 20]));
      return { startsAt: start, endsAt: new Date(start.getTime() + HOUR), place: null, link: online(), capacity: 1 };
    });
  }
  if (type === ContentType.multiMeetingPublicClass) {
    const first = random.chance(0.25) ? -14 : random.int(3, 20);
    const hour = random.pick([18, 19, 20]);
    const place = random.chance(0.5) ? random.pick(studios) : null;
    const link = place ? null : online();
    return Array.from({ length: 4 }, (_, n) => {
      const start = at(first + n * 7, hour);
      return {
        startsAt: start,
        endsAt: new Date(start.getTime() + 2 * HOUR),
        place,
        link,
        capacity: random.int(12, 25),
      };
    });
  }
  return [];
}
