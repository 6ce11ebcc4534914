import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { deleteDownload, downloadsSupported, getDownload, listRenditions, saveDownload } from './downloads';
import { estimateBytes, type Variant } from './hls-manifest';
import { formatBytes } from './format-bytes';

type State =
  | { step: 'idle' }
  | { step: 'choosing'; variants: Variant[] }
  | { step: 'saving'; done: number; total: number }
  | { step: 'saved'; rendition: string };

/** "Save for offline" under a video the person may watch: pick a rendition, watch it save, delete it. */
export function DownloadControl({
  mediaId,
  contentId,
  title,
  url,
  durationSeconds,
}: {
  mediaId: number;
  contentId: number;
  title: string;
  url: string;
  durationSeconds: number | null;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let active = true;
    void getDownload(mediaId).then((r) => active && r && setState({ step: 'saved', rendition: r.rendition }));
    return () => {
      active = false;
      abort.current?.abort();
    };
  }, [mediaId]);

  if (!downloadsSupported() || !url.includes('.m3u8')) return null;

  const choose = async () => {
    try {
      const variants = await listRenditions(url);
      setState(variants.length > 0 ? { step: 'choosing', variants } : { step: 'idle' });
    } catch {
      toast.error(t`The video could not be prepared for saving. Check your connection and try again.`);
    }
  };
  const save = async (variant: Variant) => {
    abort.current = new AbortController();
    setState({ step: 'saving', done: 0, total: 1 });
    try {
      await saveDownload({
        mediaId,
        contentId,
        title,
        masterUrl: url,
        variant,
        signal: abort.current.signal,
        onProgress: (done, total) => setState({ step: 'saving', done, total }),
      });
      setState({ step: 'saved', rendition: variant.name });
      toast.success(t`Saved for offline viewing.`);
    } catch (error) {
      setState({ step: 'idle' });
      if ((error as Error).name !== 'AbortError') toast.error(t`The video could not be saved. Try again.`);
    }
  };
  const remove = async () => {
    await deleteDownload(mediaId);
    setState({ step: 'idle' });
    toast.success(t`The download was deleted.`);
  };

  const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
  if (state.step === 'saved') {
    const rendition = state.rendition;
    return (
      <span className={row}>
        <span>
          <Trans>Saved for offline ({rendition})</Trans>
        </span>
        <Button type="button" size="sm" variant="ghost" onClick={() => void remove()}>
          <Trans>Delete download</Trans>
        </Button>
        <Link
          to="/$lang/fan/downloads"
          params={{ lang: i18n.locale as Locale }}
          className={css({ color: 'accent.fg', fontWeight: '600' })}
        >
          <Trans>All downloads</Trans>
        </Link>
      </span>
    );
  }
  if (state.step === 'saving') {
    const percent = Math.round((state.done / Math.max(1, state.total)) * 100);
    return (
      <span className={row}>
        <progress value={state.done} max={state.total} aria-label={t`Saving for offline`} />
        <span aria-live="polite">{percent}%</span>
        <Button type="button" size="sm" variant="ghost" onClick={() => abort.current?.abort()}>
          <Trans>Cancel</Trans>
        </Button>
      </span>
    );
  }
  if (state.step === 'choosing') {
    return (
      <span className={row} role="group" aria-label={t`Choose the quality to save`}>
        {state.variants.map((variant) => {
          const name = variant.name;
          const size = durationSeconds ? formatBytes(estimateBytes(variant, durationSeconds), i18n.locale) : null;
          return (
            <Button key={variant.uri} type="button" size="sm" variant="outline" onClick={() => void save(variant)}>
              {size ? (
                <Trans>
                  Save {name} (about {size})
                </Trans>
              ) : (
                <Trans>Save {name}</Trans>
              )}
            </Button>
          );
        })}
        <Button type="button" size="sm" variant="ghost" onClick={() => setState({ step: 'idle' })}>
          <Trans>Cancel</Trans>
        </Button>
      </span>
    );
  }
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => void choose()}>
      <Trans>Save for offline</Trans>
    </Button>
  );
}
