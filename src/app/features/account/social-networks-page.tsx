import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { SocialLinksSchema, socialNetworks, type SocialNetwork } from '@shared/schemas/profile';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { TextField } from '@app/ui/text-field';
import { toast } from '@app/ui/toaster';
import { bindField } from '@app/platform/forms/bind-field';
import { applyToForm } from '@app/platform/errors';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useAccountProfile, useSaveSocialLinks, type FullProfile } from './api';
import { SectionHeading } from './section-heading';
import { networkNames } from './social-network-names';
import { submitForm } from '@app/platform/forms/submit-form';

type LinkValues = Record<SocialNetwork, string>;

const toPayload = (values: LinkValues) => ({
  links: socialNetworks
    .filter((network) => values[network].trim() !== '')
    .map((network) => ({ network, url: values[network].trim() })),
});

/**
 * The shared schema validates the payload (`links[i].url`); its messages are put back on the
 * network's own field, so the rule lives in one place.
 */
function validateLinks({ value }: { value: LinkValues }) {
  const payload = toPayload(value);
  const result = v.safeParse(SocialLinksSchema, payload);
  if (result.success) return undefined;
  const fields: Partial<Record<SocialNetwork, string>> = {};
  for (const issue of result.issues) {
    const index = issue.path?.[1]?.key;
    const network = typeof index === 'number' ? payload.links[index]?.network : undefined;
    if (network) fields[network] ??= issue.message;
  }
  return { fields };
}

function SocialLinksForm({ profile }: { profile: FullProfile }) {
  const { t, i18n } = useLingui();
  const save = useSaveSocialLinks();
  const initial = Object.fromEntries(
    socialNetworks.map((network) => [network, profile.social_links?.find((l) => l.network === network)?.url ?? '']),
  ) as LinkValues;

  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validateLinks },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync(toPayload(value));
        toast.success(t`Your social networks have been saved.`);
        formApi.reset(value);
      } catch (error) {
        applyToForm(formApi, error);
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
      className={css({ display: 'grid', gap: '4' })}
    >
      {socialNetworks.map((network) => (
        <form.Field key={network} name={network}>
          {(field) => (
            <TextField
              {...bindField(field, i18n)}
              label={network === 'website' ? t`Website` : networkNames[network]}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </form.Field>
      ))}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div>
            <Button type="submit" loading={submitting}>
              <Trans>Save social networks</Trans>
            </Button>
          </div>
        )}
      </form.Subscribe>
    </form>
  );
}

/** `/account/edit/social-networks` (creators): links shown on the public creator page. */
export function SocialNetworksPage() {
  const { t } = useLingui();
  const profile = useAccountProfile();
  usePageTitle(t`Social networks`);
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '40rem' })}>
      <SectionHeading
        title={<Trans>Social networks</Trans>}
        description={<Trans>Add the https addresses of your pages; leave a field empty to hide it.</Trans>}
      />
      <Card as="section">{profile ? <SocialLinksForm profile={profile} /> : null}</Card>
    </div>
  );
}
