import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { videoTypes, type StudioMedia } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { ResponsiveImage } from '@app/ui/responsive-image';
import { toast } from '@app/ui/toaster';
import { moveItem } from '@app/features/playlists';
import { studioContentQueryOptions, useAttachMedia, useRetryMedia } from '../api';
import { MediaStatus } from '../media-status';
import { pageRefusal } from '@app/platform/errors';
import { useEditorContent } from './editor-context';
import { MediaUpload } from './media-upload';
import { StepFooter } from './step-footer';
import { StepHeading, stepForm } from './step-heading';
import { VideoCaptions } from './video-captions';

/** While a video is processing the item is fetched again this often, so its status moves by itself. */
const PROCESSING_POLL_MS = 4000;

const slot = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
});

function Slot({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <section className={slot} aria-label={title}>
      <div>
        <h3 className={css({ textStyle: 'heading.sm' })}>{title}</h3>
        {hint ? <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Cover, teaser, main video and ordered additional videos. Each file uploads (in parts, resumable)
 * and is then attached; videos show processing → ready, or failed with the reason and a retry. The
 * main and additional videos take caption tracks.
 */
export function MediaStep() {
  const { t } = useLingui();
  const content = useEditorContent();
  const attach = useAttachMedia(content.id);
  const retry = useRetryMedia(content.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const processing = content.media.some((media) => media.status === 0);
  // A second observer of the editor's item that polls only while something is processing.
  useQuery({ ...studioContentQueryOptions(content.id), refetchInterval: processing ? PROCESSING_POLL_MS : false });

  const byRole = (role: StudioMedia['role']) => content.media.filter((media) => media.role === role);
  const cover = byRole('cover')[0];
  const teaser = byRole('teaser')[0];
  const video = byRole('video')[0];
  const additional = byRole('additional').sort((a, b) => a.position - b.position);
  const needsVideo = videoTypes.includes(content.type);

  const write = async (input: Parameters<typeof attach.mutateAsync>[0], done: string) => {
    setRefusal(null);
    try {
      await attach.mutateAsync(input);
      toast.success(done);
    } catch (error) {
      setRefusal(pageRefusal(error));
    }
  };
  const move = (from: number, to: number) =>
    void write({ additional: moveItem(additional, from, to).map((media) => media.id) }, t`Order saved.`);

  const status = (media: StudioMedia) => (
    <MediaStatus
      media={media}
      retrying={retry.isPending && retry.variables === media.id}
      onRetry={() => void retry.mutateAsync(media.id).then(() => toast.info(t`Processing again.`))}
    />
  );
  const remove = (label: string, onClick: () => void) => (
    <Button type="button" variant="ghost" size="sm" onClick={onClick} disabled={attach.isPending} aria-label={label}>
      <Trans>Remove</Trans>
    </Button>
  );

  return (
    <div className={stepForm}>
      <StepHeading step="media">
        <Trans>Large videos upload in parts: if the connection drops, start the same file again and it resumes.</Trans>
      </StepHeading>
      <FormError>{refusal}</FormError>
      <Slot title={t`Cover image`} hint={t`Shown on cards and at the top of the page. JPEG, PNG or WebP.`}>
        {cover?.image ? (
          <ResponsiveImage
            src={cover.image.resize_url}
            alt={t`Current cover`}
            sizes="min(100vw, 20rem)"
            className={css({
              width: 'full',
              height: 'auto',
              maxWidth: '20rem',
              aspectRatio: '16/9',
              objectFit: 'cover',
              borderRadius: 'control',
            })}
          />
        ) : null}
        {cover ? remove(t`Remove the cover`, () => void write({ cover: null }, t`Cover removed.`)) : null}
        <MediaUpload
          kind="image"
          label={cover ? t`Replace the cover` : t`Upload a cover`}
          onUploaded={(id) => write({ cover: id }, t`Cover saved.`)}
        />
      </Slot>
      <Slot
        title={t`Main video`}
        hint={
          needsVideo
            ? t`Required to publish. Fans who bought or unlocked the item watch it.`
            : t`Optional for this type.`
        }
      >
        {video ? (
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            {status(video)}
            {remove(t`Remove the main video`, () => void write({ video: null }, t`Video removed.`))}
            <VideoCaptions contentId={content.id} video={video} name={t`Main video`} />
          </div>
        ) : null}
        <MediaUpload
          kind="video"
          label={video ? t`Replace the main video` : t`Upload the main video`}
          onUploaded={(id) => write({ video: id }, t`Video uploaded. Processing starts now.`)}
        />
      </Slot>
      <Slot title={t`Teaser`} hint={t`Everyone can watch it. Without one, a short clip is cut from the main video.`}>
        {teaser ? (
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            {status(teaser)}
            {remove(t`Remove the teaser`, () => void write({ teaser: null }, t`Teaser removed.`))}
          </div>
        ) : null}
        <MediaUpload
          kind="video"
          label={teaser ? t`Replace the teaser` : t`Upload a teaser`}
          onUploaded={(id) => write({ teaser: id }, t`Teaser uploaded. Processing starts now.`)}
        />
      </Slot>
      <Slot title={t`Additional videos`} hint={t`Extra chapters or angles, in the order fans see them.`}>
        {additional.length > 0 ? (
          <ol className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
            {additional.map((media, index) => {
              const position = index + 1;
              return (
                <li
                  key={media.id}
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    py: '2',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                  })}
                >
                  <span className={css({ fontWeight: '600', minWidth: '6rem' })}>{t`Video ${position}`}</span>
                  {status(media)}
                  <span className={css({ display: 'flex', gap: '1', ml: 'auto', flexWrap: 'wrap' })}>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={index === 0 || attach.isPending}
                      onClick={() => move(index, index - 1)}
                      aria-label={t`Move video ${position} up`}
                    >
                      <Trans>Up</Trans>
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={index === additional.length - 1 || attach.isPending}
                      onClick={() => move(index, index + 1)}
                      aria-label={t`Move video ${position} down`}
                    >
                      <Trans>Down</Trans>
                    </Button>
                    {remove(
                      t`Remove video ${position}`,
                      () =>
                        void write(
                          { additional: additional.filter((other) => other.id !== media.id).map((other) => other.id) },
                          t`Video removed.`,
                        ),
                    )}
                  </span>
                  <VideoCaptions contentId={content.id} video={media} name={t`Video ${position}`} />
                </li>
              );
            })}
          </ol>
        ) : null}
        <MediaUpload
          kind="video"
          label={t`Add a video`}
          onUploaded={(id) =>
            write({ additional: [...additional.map((media) => media.id), id] }, t`Video added. Processing starts now.`)
          }
        />
      </Slot>
      <StepFooter step="media" saves={false} />
    </div>
  );
}
