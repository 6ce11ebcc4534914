import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { CreatorRole } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { Button } from '@app/ui/button';
import { RadioCards } from '@app/ui/radio-cards';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { AuthCard } from './auth-card';
import type { SignUpType } from './search';

type RoleValue = `${CreatorRole}`;

/** `/sign-up/type`: fan or creator, and a creator's role (producer, organizer, dancer). */
export function SignUpTypePage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const search = useSearch({ from: '/$lang/sign-up/type' });
  const navigate = useNavigate();
  const [type, setType] = useState<SignUpType | null>(search.type ?? null);
  const [role, setRole] = useState<RoleValue | null>(search.role ? (String(search.role) as RoleValue) : null);
  usePageTitle(t`Choose your account type`);

  const ready = type === 'fan' || (type === 'creator' && role !== null);

  return (
    <AuthCard
      title={<Trans>How will you use Stagepass?</Trans>}
      description={<Trans>You can follow creators either way; creators can also publish.</Trans>}
    >
      <form
        className={css({ display: 'grid', gap: '6' })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          void navigate({
            to: '/$lang/sign-up/form',
            params: { lang },
            search: {
              type: type ?? undefined,
              role: type === 'creator' && role ? (Number(role) as CreatorRole) : undefined,
            },
          });
        }}
      >
        <RadioCards<SignUpType>
          label={t`I am joining as`}
          name="type"
          value={type}
          onValueChange={setType}
          items={[
            { value: 'fan', label: t`A fan`, description: t`I want to watch, learn and support creators.` },
            { value: 'creator', label: t`A creator`, description: t`I want to publish content and teach classes.` },
          ]}
        />
        {type === 'creator' ? (
          <RadioCards<RoleValue>
            label={t`My role`}
            name="role"
            value={role}
            onValueChange={setRole}
            items={[
              { value: `${CreatorRole.producer}`, label: t`Producer`, description: t`I produce shows and footage.` },
              {
                value: `${CreatorRole.organizer}`,
                label: t`Organizer`,
                description: t`I organize events and classes.`,
              },
              { value: `${CreatorRole.dancer}`, label: t`Dancer`, description: t`I perform and teach.` },
            ]}
          />
        ) : null}
        <Button type="submit" size="lg" disabled={!ready}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
