import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import { css, cx } from 'styled-system/css';
import type { MediaAssetResource } from '@shared/schemas/uploads';
import { acceptFor, formatBytes, uploadRules, type UploadKind, type UploadPurpose } from '@shared/upload-limits';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { VisuallyHidden } from '@app/ui/visually-hidden';
import type { UploadTransport } from './upload-transport';
import { useUpload, type UploadProblem, type UploadState } from './use-upload';

export interface UploadFieldProps {
  label: string;
  purpose: UploadPurpose;
  /** Only these kinds are offered and accepted (a cover: images; a video slot: videos). */
  kinds?: UploadKind[];
  /** Replaces the generated hint (accepted types and the size limit). */
  hint?: string;
  onUploaded(asset: MediaAssetResource): void;
  disabled?: boolean;
  /** For tests and stories: the network to use. */
  transport?: UploadTransport;
}

const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/webm': 'WebM',
  'text/vtt': 'WebVTT (.vtt)',
};

const zone = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.control',
  borderRadius: 'card',
  bg: 'bg.surface',
  justifyItems: 'start',
});
const zoneActive = css({ borderColor: 'accent.default', bg: 'accent.subtle' });
const bar = css({ width: 'full', height: '2', borderRadius: 'pill', bg: 'bg.emphasized', overflow: 'hidden' });
const barFill = css({ height: 'full', bg: 'accent.default', transition: 'width 0.2s' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const muted = css({ textStyle: 'body.sm', color: 'fg.muted' });
const name = css({ textStyle: 'body.md', fontWeight: 'semibold', wordBreak: 'break-all' });

const percentOf = (s: { loaded: number; total: number }) =>
  s.total === 0 ? 0 : Math.min(100, Math.floor((s.loaded / s.total) * 100));

/**
 * Choose or drop one file; it is checked against the purpose's limits before anything is sent, then
 * uploads in parts with a progress bar, survives a dropped connection (resuming by itself when back
 * online) and can be cancelled. Progress is announced politely every 10 %.
 */
export function UploadField({ label, purpose, kinds, hint, onUploaded, disabled, transport }: UploadFieldProps) {
  const { t, i18n } = useLingui();
  const upload = useUpload({ purpose, kinds, onUploaded, ...(transport && { transport }) });
  const { state } = upload;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const hintId = useId();

  const types = uploadRules[purpose].filter((r) => !kinds || kinds.includes(r.kind));
  const list = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format([
    ...new Set(types.map((r) => typeNames[r.mime] ?? r.mime)),
  ]);
  const max = formatBytes(Math.max(...types.map((r) => r.maxBytes)));
  const shownHint = hint ?? t`${list}, up to ${max}.`;
  const busy = state.status === 'uploading';

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload.start(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !busy) choose(event.dataTransfer.files);
  };

  const problemText = (problem: UploadProblem): string => {
    switch (problem.kind) {
      case 'type':
        return t`This type of file cannot be used here. Choose a ${list} file.`;
      case 'size': {
        const limit = formatBytes(problem.max);
        return t`This file is too large. Choose one of at most ${limit}.`;
      }
      case 'empty':
        return t`This file is empty. Choose another one.`;
      case 'server':
        return problem.message;
      case 'failed':
        return t`The upload failed. Try again, or choose another file.`;
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className={cx(zone, dragging && zoneActive)}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled && !busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span id={labelId} className={css({ textStyle: 'label' })}>
        {label}
      </span>
      <span id={hintId} className={muted}>
        {shownHint}
      </span>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptFor(purpose, kinds)}
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <Body
        state={state}
        problemText={problemText}
        disabled={disabled}
        onChoose={() => input.current?.click()}
        onCancel={upload.cancel}
        onRetry={() => void upload.retry()}
        label={label}
      />
      <Announcer state={state} problemText={problemText} />
    </div>
  );
}

interface BodyProps {
  state: UploadState;
  label: string;
  disabled?: boolean | undefined;
  problemText(problem: UploadProblem): string;
  onChoose(): void;
  onCancel(): void;
  onRetry(): void;
}

function Body({ state, label, disabled, problemText, onChoose, onCancel, onRetry }: BodyProps) {
  const { t } = useLingui();
  const chooseButton = (text: string) => (
    <Button type="button" variant="outline" onClick={onChoose} disabled={disabled} aria-label={`${text}: ${label}`}>
      {text}
    </Button>
  );
  if (state.status === 'idle') {
    return (
      <div className={row}>
        {chooseButton(t`Choose a file`)}
        <span className={muted}>
          <Trans>or drop it here</Trans>
        </span>
      </div>
    );
  }
  if (state.status === 'uploading' || state.status === 'paused') {
    const percent = percentOf(state);
    return (
      <div className={css({ display: 'grid', gap: '2', width: 'full' })}>
        <span className={name}>{state.file.name}</span>
        <div
          role="progressbar"
          aria-label={t`Upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t`${percent}%`}
          className={bar}
        >
          <div className={barFill} style={{ width: `${percent}%` }} />
        </div>
        <div className={row}>
          <span className={muted} aria-hidden="true">
            {t`${percent}%`}
          </span>
          {state.status === 'paused' ? (
            <>
              <span className={muted}>
                {state.offline
                  ? t`Connection lost. The upload continues when you are back online.`
                  : t`The upload stopped. What arrived is kept.`}
              </span>
              <Button type="button" size="sm" onClick={onRetry}>
                <Trans>Resume upload</Trans>
              </Button>
            </>
          ) : null}
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            <Trans>Cancel upload</Trans>
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'done') {
    const fileName = state.file.name;
    return (
      <div className={css({ display: 'grid', gap: '2' })}>
        <span className={name}>
          <Trans>Uploaded: {fileName}</Trans>
        </span>
        <div className={row}>{chooseButton(t`Choose another file`)}</div>
      </div>
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '2', width: 'full' })}>
      <FormError>{problemText(state.problem)}</FormError>
      <div className={row}>
        {state.problem.kind === 'failed' ? (
          <Button type="button" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        {chooseButton(t`Choose another file`)}
      </div>
    </div>
  );
}

/** One polite message per 10 % step and per change of state, so a screen reader is not flooded. */
function Announcer({ state, problemText }: { state: UploadState; problemText(p: UploadProblem): string }) {
  const { t } = useLingui();
  let message = '';
  if (state.status === 'uploading') {
    const step = Math.floor(percentOf(state) / 10) * 10;
    const fileName = state.file.name;
    message = t`Uploading ${fileName}: ${step}%`;
  } else if (state.status === 'paused') {
    message = state.offline
      ? t`Connection lost. The upload continues when you are back online.`
      : t`The upload stopped. What arrived is kept.`;
  } else if (state.status === 'done') {
    const fileName = state.file.name;
    message = t`Upload complete: ${fileName}`;
  } else if (state.status === 'error' && state.problem.kind !== 'server') {
    message = problemText(state.problem);
  }
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
