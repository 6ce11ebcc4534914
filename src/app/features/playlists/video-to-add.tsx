import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import type { Locale } from '@shared/locales';
import type { VideoPart } from '@shared/schemas/playlists';
import { contentPageQueryOptions, requestCurrency, requestViewer } from '@app/platform/catalogue/content-api';
import { partLabel } from './part-label';

/** "Part 3 of 4" when the item has more than one video (the main one is part 1), else null. */
function partOf(content: ContentResource, mediaId: number): VideoPart | null {
  const videos = [content.encodedVideo, ...(content.encodedAdditionalVideos ?? [])].filter((v) => v != null);
  const index = videos.findIndex((v) => 'id' in v && v.id === mediaId);
  return videos.length > 1 && index >= 0 ? { number: index + 1, of: videos.length } : null;
}

/**
 * Which video the page adds: its item's title and part, read from the content page (usually cached, as the
 * fan comes from it); the title in the address stands in until then or without a content id.
 */
export function VideoToAdd({ mediaId, contentId, title }: { mediaId: number; contentId?: number; title?: string }) {
  const { t, i18n } = useLingui();
  const content = useQuery({
    ...contentPageQueryOptions('content', contentId ?? 0, i18n.locale as Locale, requestCurrency(), requestViewer()),
    enabled: contentId !== undefined,
  });
  const name = content.data?.title ?? title;
  if (!name) return null;
  const part = content.data ? partOf(content.data, mediaId) : null;
  return (
    <p className={css({ display: 'grid', gap: '0.5' })}>
      <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
        <Trans>Video to add</Trans>
      </span>
      <span className={css({ fontWeight: '600', overflowWrap: 'break-word' })}>{name}</span>
      {part ? <span className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>{t(partLabel(part))}</span> : null}
    </p>
  );
}
