import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  defaultPracticeSettings,
  loadPracticeSettings,
  loopTarget,
  savePracticeSettings,
  type PracticeSettings,
} from './practice-settings';

/**
 * Applies one video's practice settings (speed without pitch change, A–B loop) to the element and
 * keeps them per video in idb-keyval. Mirroring is a CSS transform the player applies. `playbackSpeed`,
 * when given, is the player's own speed (practice mode closed) and is applied instead of the practice one.
 */
export function usePractice(videoRef: RefObject<HTMLVideoElement | null>, mediaId: number, playbackSpeed?: number) {
  const [settings, setSettings] = useState<PracticeSettings>(defaultPracticeSettings);

  useEffect(() => {
    let active = true;
    void loadPracticeSettings(mediaId).then((loaded) => active && setSettings(loaded));
    return () => {
      active = false;
    };
  }, [mediaId]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.preservesPitch = true;
    const apply = () => {
      video.playbackRate = playbackSpeed ?? settings.speed;
    };
    apply();
    // Loading a new source resets the rate.
    video.addEventListener('loadedmetadata', apply);
    // Only while playing: stepping frames or seeking by hand outside the loop stays where it is put.
    const onTime = () => {
      if (video.paused) return;
      const target = loopTarget(settings, video.currentTime);
      if (target !== null) video.currentTime = target;
    };
    video.addEventListener('timeupdate', onTime);
    return () => {
      video.removeEventListener('loadedmetadata', apply);
      video.removeEventListener('timeupdate', onTime);
    };
  }, [videoRef, settings, playbackSpeed]);

  const update = useCallback(
    (next: PracticeSettings) => {
      setSettings(next);
      void savePracticeSettings(mediaId, next);
    },
    [mediaId],
  );
  return { settings, update };
}
