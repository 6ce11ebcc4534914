import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CaptionLanguage, StudioCaption } from '@shared/schemas/captions';
import type { Db, Tx } from '../../db/client';
import { captionTracks } from '../../db/schema';

/** A video's caption track as the read queries carry it. */
export interface StoredCaption {
  language: CaptionLanguage;
  label: string;
  file_id: number;
}

/**
 * A video's caption tracks as one JSON column of the query that reads the video, so listing
 * content or a playlist costs no extra statement (PGlite runs one at a time). In language order.
 */
export function captionsColumn(videoId: AnyColumn): SQL<StoredCaption[]> {
  return sql<StoredCaption[]>`coalesce((
    select json_agg(json_build_object('language', ${captionTracks.language}, 'label', ${captionTracks.label}, 'file_id', ${captionTracks.fileId}) order by ${captionTracks.language})
    from ${captionTracks} where ${captionTracks.videoId} = ${videoId}), '[]'::json)`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as StoredCaption[]) : (value as StoredCaption[]),
  );
}

/** The gated URL of a track: beside its video's files, so the video's signed grant opens it. */
export function captionsUrl(videoId: number, language: string): string {
  return `/media/v/${videoId}/captions/${encodeURIComponent(language)}.vtt`;
}

/** One video's tracks as its owner's editor lists them. */
export async function loadCaptions(db: Db | Tx, videoId: number): Promise<StudioCaption[]> {
  const rows = await db
    .select({ language: captionTracks.language, label: captionTracks.label, fileId: captionTracks.fileId })
    .from(captionTracks)
    .where(eq(captionTracks.videoId, videoId))
    .orderBy(asc(captionTracks.language));
  return rows.map((r) => ({ language: r.language, label: r.label, file_id: r.fileId }));
}
