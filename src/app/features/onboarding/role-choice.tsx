import { useLingui } from '@lingui/react/macro';
import { CreatorRole } from '@shared/codes';
import { RadioCards } from '@app/ui/radio-cards';

type RoleValue = `${CreatorRole}`;

interface RoleChoiceProps {
  value: CreatorRole | null;
  onChange: (role: CreatorRole) => void;
  errors: string[];
}

/** The three creator roles, each with what it means on Stagepass. */
export function RoleChoice({ value, onChange, errors }: RoleChoiceProps) {
  const { t } = useLingui();
  return (
    <RadioCards<RoleValue>
      label={t`Which kind of creator are you?`}
      name="role"
      value={value === null ? null : (String(value) as RoleValue)}
      onValueChange={(next) => onChange(Number(next) as CreatorRole)}
      items={[
        {
          value: `${CreatorRole.producer}`,
          label: t`Producer`,
          description: t`You film and edit performances and footage, and sell or share them.`,
        },
        {
          value: `${CreatorRole.organizer}`,
          label: t`Organizer`,
          description: t`You run events, classes and communities, and invite dancers to teach.`,
        },
        {
          value: `${CreatorRole.dancer}`,
          label: t`Dancer`,
          description: t`You perform and teach: tutorials, live classes, private lessons and feedback.`,
        },
      ]}
      error={errors.length > 0 ? errors.join(' ') : undefined}
    />
  );
}
