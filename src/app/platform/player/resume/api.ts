import type { PlaybackPositionAnswerSchema } from '@shared/schemas/playback';
import { newer } from '@shared/schemas/playback';
import { api } from '@app/platform/api';
import { resumeStore, type ResumeEntry } from '@app/platform/storage';
import type { ListOf, OneOf } from '@app/platform/api';

export const savePositionOnServer = (mediaId: number, entry: ResumeEntry) =>
  api.put<OneOf<typeof PlaybackPositionAnswerSchema>>('/api/playback/positions', { media_id: mediaId, ...entry });

/**
 * The newest known position of a video: this device's, or the server's when signed in and it was
 * recorded later (another device). Offline, the device's own answer is enough.
 */
export async function loadPosition(mediaId: number, signedIn: boolean): Promise<ResumeEntry | undefined> {
  const local = await resumeStore.getEntry(mediaId);
  if (!signedIn) return local;
  try {
    const { data } = await api.get<ListOf<typeof PlaybackPositionAnswerSchema>>('/api/playback/positions', {
      query: new URLSearchParams({ media_ids: String(mediaId) }),
    });
    const remote = data.find((p) => p.media_id === mediaId);
    if (remote && newer(local, remote)) {
      const entry = { position: remote.position, duration: remote.duration, updated_at: remote.updated_at };
      await resumeStore.setEntry(mediaId, entry);
      return entry;
    }
  } catch {
    // Offline or the server is unhappy: the device's own position still works.
  }
  return local;
}
