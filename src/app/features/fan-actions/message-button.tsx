import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { MayMessageSchema } from '@shared/schemas/chat';
import { api } from '@app/platform/api';
import { Button, buttonStyles } from '@app/ui/button';
import { toast } from '@app/ui/toaster';
import { useCreateConversation } from '@app/features/chat';
import { CREATOR_ROOT } from './api';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { SignInLink } from '@app/platform/catalogue/sign-in-link';
import type { OneOf } from '@app/platform/api';

/** Under the creator root: following or blocking invalidates it, and the answer may change with either. */
const mayMessageQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [CREATOR_ROOT, 'may-message', userId] as const,
    queryFn: ({ signal }) =>
      api.get<OneOf<typeof MayMessageSchema>>(`/api/users/${userId}/may-message`, { signal }).then((r) => r.data),
  });

/**
 * "Message" on a creator page. Allowed, it opens the direct conversation; not allowed, the button stays and says
 * the chat rule (fans: creators they follow or bought from) instead of a silent refusal; a visitor signs in first.
 */
export function MessageButton({ creator }: { creator: { id: number; name: string } }) {
  const { t, i18n } = useLingui();
  const viewer = useSiteProfile();
  const may = useQuery({ ...mayMessageQueryOptions(creator.id), enabled: viewer !== null });
  const create = useCreateConversation();
  const navigate = useNavigate();
  const ruleId = useId();

  if (!viewer) {
    return (
      <SignInLink className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        <Trans>Message</Trans>
      </SignInLink>
    );
  }
  const name = creator.name;
  const refused = may.data?.allowed === false;
  const start = () => {
    if (!may.data?.allowed || create.isPending) return;
    create.mutate(
      { user_ids: [creator.id] },
      {
        onSuccess: (conversation) => void navigate({ to: `/${i18n.locale}/account/direct/${conversation.id}` }),
        onError: () => toast.error(t`The conversation could not be opened. Try again.`),
      },
    );
  };
  // The rule takes a line of its own under the header's buttons (a flex item of their row), not a squeezed column.
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        // Focusable and described while refused, so the rule is read out with the button.
        aria-disabled={refused || may.isPending || undefined}
        aria-describedby={refused ? ruleId : undefined}
        onClick={start}
      >
        <Trans>Message</Trans>
      </Button>
      {refused ? (
        <span id={ruleId} className={css({ order: '1', flexBasis: '100%', textStyle: 'caption', color: 'fg.muted' })}>
          {viewer.kind === 'fan'
            ? t`You can message ${name} once you follow them or buy something from them.`
            : t`You cannot message ${name} from this account.`}
        </span>
      ) : null}
    </>
  );
}
