import { css } from 'styled-system/css';
import { classTypes, ContentType } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import { canWatch, isPlayable, orderedVideos } from './access';
import { ContentVideos } from './content-videos';
import { LockedPanel } from './locked-panel';
import { MeetingList } from './meeting-list';

/**
 * The body of a content page: the description, then the videos for a viewer who may watch or what unlocks them
 * for one who may not, then a class's meetings. The site's page and the admin's preview both draw it.
 */
export function ContentBody({ item }: { item: ContentResource }) {
  const unlocked = canWatch(item);
  const videos = orderedVideos(item).filter(isPlayable);
  const isClass = classTypes.includes(item.type);
  const hasLockedPart =
    item.counts.video_count + item.counts.additional_videos_count > 0 ||
    isClass ||
    item.type === ContentType.subscription;
  return (
    <>
      {item.description ? (
        <p className={css({ whiteSpace: 'pre-line', textStyle: 'body.lg', overflowWrap: 'anywhere' })}>
          {item.description}
        </p>
      ) : null}
      {unlocked ? (
        <ContentVideos videos={videos} title={item.title} contentId={item.id} type={item.type} />
      ) : hasLockedPart ? (
        <LockedPanel item={item} />
      ) : null}
      {isClass ? <MeetingList meetings={item.meetings ?? []} locked={!unlocked} /> : null}
    </>
  );
}
