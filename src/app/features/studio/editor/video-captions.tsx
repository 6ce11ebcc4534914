import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import {
  AttachCaptionsSchema,
  CAPTION_LABEL_MAX,
  captionLanguages,
  isCaptionLanguage,
  type CaptionLanguage,
} from '@shared/schemas/captions';
import type { StudioMedia } from '@shared/schemas/content-editor';
import { Button } from '@app/ui/button';
import { FormError } from '@app/ui/form-error';
import { SelectField } from '@app/ui/select-field';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { UploadField } from '@app/platform/uploads';
import { useAttachCaptions, useRemoveCaptions } from '../api';
import { sharedMessage } from '@app/platform/forms/shared-message';
import { pageRefusal } from '@app/platform/errors';

/** A language in its own words ("日本語"): what a viewer looks for in the player's caption menu. */
const autonym = (language: string) => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  py: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

interface VideoCaptionsProps {
  contentId: number;
  video: StudioMedia;
  /** How the editor names this video ("Main video", "Video 2"), for the buttons' accessible names. */
  name: string;
}

/**
 * One video's caption tracks: the list with a remove button each, and a form that uploads a WebVTT
 * file and attaches it in the chosen language (replacing that language's file if it has one). Kept
 * in a disclosure so the media step stays short on a phone.
 */
export function VideoCaptions({ contentId, video, name }: VideoCaptionsProps) {
  const { t, i18n } = useLingui();
  const attach = useAttachCaptions(contentId);
  const remove = useRemoveCaptions(contentId);
  const initial: CaptionLanguage = isCaptionLanguage(i18n.locale) ? i18n.locale : 'en';
  const [language, setLanguage] = useState<CaptionLanguage>(initial);
  const [label, setLabel] = useState(() => autonym(initial));
  const [labelEdited, setLabelEdited] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new key gives a fresh upload field after each saved file.
  const [round, setRound] = useState(0);
  const names = useMemo(() => new Intl.DisplayNames([i18n.locale], { type: 'language' }), [i18n.locale]);
  const nameOf = (code: string) => names.of(code) ?? code;
  const options = useMemo(
    () =>
      captionLanguages.map((code) => {
        const own = autonym(code);
        const local = names.of(code) ?? code;
        return { value: code, label: own === local ? own : `${local} · ${own}` };
      }),
    [names],
  );

  const labelErrors = (() => {
    const result = v.safeParse(AttachCaptionsSchema, { language, label, file: 1 });
    return result.success ? [] : result.issues.map((issue) => sharedMessage(issue.message, i18n));
  })();
  const replacing = video.captions.find((c) => c.language === language);
  const chosenName = nameOf(language);
  const count = video.captions.length;

  const save = async (file: number) => {
    setRefusal(null);
    try {
      await attach.mutateAsync({ videoId: video.id, language, label: label.trim(), file });
      toast.success(t`Captions saved.`);
      setRound((n) => n + 1);
    } catch (error) {
      setRefusal(pageRefusal(error));
    }
  };
  const drop = async (code: CaptionLanguage) => {
    setRefusal(null);
    try {
      await remove.mutateAsync({ videoId: video.id, language: code });
      toast.success(t`Captions removed.`);
    } catch (error) {
      setRefusal(pageRefusal(error));
    }
  };

  return (
    <details className={css({ width: 'full' })}>
      <summary
        className={css({
          cursor: 'pointer',
          color: 'accent.fg',
          fontWeight: '600',
          minHeight: 'touch',
          display: 'flex',
          alignItems: 'center',
        })}
      >
        <Plural value={count} _0="Captions: none yet" one="Captions: # language" other="Captions: # languages" />
      </summary>
      <div className={css({ display: 'grid', gap: '3', pt: '2' })}>
        <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
          <Trans>
            One WebVTT file (.vtt, UTF-8) per language. Whoever may watch the video can turn them on in the player.
          </Trans>
        </p>
        {count > 0 ? (
          <ul className={css({ display: 'grid', listStyle: 'none' })} aria-label={t`Captions of ${name}`}>
            {video.captions.map((track) => {
              const trackLanguage = nameOf(track.language);
              const trackLabel = track.label;
              return (
                <li key={track.language} className={row}>
                  <span lang={track.language} className={css({ fontWeight: '600' })}>
                    {trackLabel}
                  </span>
                  {trackLabel !== trackLanguage ? (
                    <span className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>{trackLanguage}</span>
                  ) : null}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className={css({ ml: 'auto' })}
                    disabled={remove.isPending}
                    onClick={() => void drop(track.language)}
                    aria-label={t`Remove the ${trackLanguage} captions of ${name}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <FormError>{refusal}</FormError>
        <SelectField
          label={t`Caption language`}
          value={language}
          options={options}
          onValueChange={(value) => {
            if (!isCaptionLanguage(value)) return;
            setLanguage(value);
            if (!labelEdited) setLabel(autonym(value));
          }}
          hint={replacing ? t`A new file replaces the current ${chosenName} captions.` : undefined}
        />
        <TextField
          name="caption-label"
          label={t`Label shown in the player`}
          value={label}
          maxLength={CAPTION_LABEL_MAX}
          errors={labelErrors}
          onChange={(value) => {
            setLabel(value);
            setLabelEdited(true);
          }}
          required
        />
        <UploadField
          key={round}
          label={t`Caption file for ${name}`}
          purpose="content"
          kinds={['captions']}
          disabled={labelErrors.length > 0 || attach.isPending}
          onUploaded={(asset) => void save(asset.id)}
        />
      </div>
    </details>
  );
}
