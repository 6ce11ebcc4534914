import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { FEEDBACK_NOTE_MAX } from '@shared/schemas/feedback';
import type { MediaAssetResource } from '@shared/schemas/uploads';
import { isApiError } from '@app/platform/api';
import { Button, buttonStyles } from '@app/ui/button';
import { UiLink } from '@app/ui/link-context';
import { Card } from '@app/ui/card';
import { FormError } from '@app/ui/form-error';
import { LoadingRegion } from '@app/ui/skeleton';
import { TextAreaField } from '@app/ui/text-area-field';
import { toast } from '@app/ui/toaster';
import { contentPageQueryOptions, requestCurrency, requestViewer } from '@app/platform/catalogue/content-api';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { UploadField } from '@app/platform/uploads';
import { ownSubmissionsQueryOptions, serviceQueryOptions, useSubmitFeedback } from './api';
import { PageHeading } from './page-heading';
import { ServiceTerms } from './service-terms';
import { SubmissionCard } from './submission-card';

/**
 * `/fan/feedback/send/{contentId}`: a fan who bought a feedback service uploads their own video,
 * adds a note for the creator and sends it; their earlier submissions to the service are listed below.
 */
export function SendFeedbackPage({ contentId }: { contentId: number }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Send your video for feedback`);
  const navigate = useNavigate();
  const submissions = useQuery(ownSubmissionsQueryOptions(contentId));
  const lang = i18n.locale as Locale;
  // Known before the upload: a video sent for a service the fan does not hold would only be refused after it.
  const item = useQuery(contentPageQueryOptions('content', contentId, lang, requestCurrency(), requestViewer()));
  const mustBuy = item.data !== undefined && !item.data.is_bought && !item.data.is_own;
  // The creator's terms (instructions, longest video, answer time), read before anything is sent.
  const service = useQuery(serviceQueryOptions(contentId));
  const submit = useSubmitFeedback(contentId);
  const [asset, setAsset] = useState<MediaAssetResource | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = note.trim().length > FEEDBACK_NOTE_MAX;

  const send = async () => {
    if (!asset || tooLong) return;
    setProblem(null);
    try {
      const sent = await submit.mutateAsync({ asset_id: asset.id, note: note.trim() });
      toast.success(t`Your video was sent.`);
      await navigate({
        to: '/$lang/fan/feedback/$submissionId',
        params: { lang, submissionId: sent.id },
      });
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t`Oops something went wrong.`);
    }
  };

  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '48rem' })}>
      <PageHeading
        title={<Trans>Send your video for feedback</Trans>}
        back={{ href: `/${lang}/content/${contentId}`, label: <Trans>Back to the service</Trans> }}
      />
      {service.data ? <ServiceTerms service={service.data} /> : null}
      {mustBuy ? (
        <Card as="section">
          <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
            <p>
              <Trans>
                Buy this feedback service before you send a video: the creator answers the videos of fans who bought it.
              </Trans>
            </p>
            <UiLink href={`/${lang}/content/${contentId}`} className={buttonStyles({ variant: 'solid', size: 'sm' })}>
              <Trans>See the service</Trans>
            </UiLink>
          </div>
        </Card>
      ) : (
        <Card as="section">
          <form
            noValidate
            className={css({ display: 'grid', gap: '4' })}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <FormError>{problem}</FormError>
            <UploadField
              label={t`Your video`}
              purpose="feedback"
              kinds={['video']}
              onUploaded={(uploaded) => setAsset(uploaded)}
            />
            <TextAreaField
              name="note"
              label={t`Note for the creator (optional)`}
              value={note}
              onChange={setNote}
              maxLength={FEEDBACK_NOTE_MAX}
              rows={4}
              errors={tooLong ? [t`The note may not be greater than 1000 characters.`] : []}
            />
            <div>
              <Button type="submit" disabled={!asset || tooLong} loading={submit.isPending}>
                <Trans>Send for feedback</Trans>
              </Button>
            </div>
            {!asset ? (
              <p className={css({ textStyle: 'body.sm', color: 'fg.muted' })}>
                <Trans>Upload your video first; you can send it once the upload has finished.</Trans>
              </p>
            ) : null}
          </form>
        </Card>
      )}
      <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="feedback-sent">
        <h2 id="feedback-sent" className={css({ textStyle: 'heading.md' })}>
          <Trans>Videos you sent</Trans>
        </h2>
        <LoadingRegion loading={submissions.isPending} label={t`Loading your videos`}>
          {submissions.isError ? (
            <FormError>
              <Trans>Your videos could not be loaded.</Trans>
            </FormError>
          ) : submissions.data && submissions.data.length > 0 ? (
            <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' })}>
              {submissions.data.map((s) => (
                <li key={s.id}>
                  <SubmissionCard submission={s} href={`/${lang}/fan/feedback/${s.id}`} showFan={false} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={css({ color: 'fg.muted' })}>
              <Trans>You have not sent a video yet.</Trans>
            </p>
          )}
        </LoadingRegion>
      </section>
    </div>
  );
}
