import { useLingui } from '@lingui/react/macro';
import type { ContentStatus, ContentType } from '@shared/codes';

/** Readable names of the content codes (spec §3) for the admin tables and filters. */
export function useContentLabels() {
  const { t } = useLingui();
  const statuses: Record<ContentStatus, string> = {
    0: t`Processing`,
    1: t`Published`,
    2: t`Draft`,
    3: t`Blocked`,
    4: t`On review`,
    255: t`Transcoding failed`,
  };
  const types: Record<ContentType, string> = {
    1: t`Performance`,
    2: t`Footage`,
    3: t`Public class`,
    4: t`Private class`,
    5: t`Tutorial (skills)`,
    6: t`Tutorial (knowledge)`,
    7: t`Feedback service`,
    8: t`Multi-meeting class`,
    50: t`Community`,
  };
  return {
    status: (s: ContentStatus) => statuses[s] ?? String(s),
    type: (k: ContentType) => types[k] ?? String(k),
    statuses,
    types,
  };
}
