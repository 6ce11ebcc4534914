import { Permission } from '@shared/permissions';
import { CreatorOnboardingSchema, OnboardingResultSchema } from '@shared/schemas/content-editor';
import { One } from '@shared/schemas/envelope';
import { createRouter, defineRoute, one } from '../../http/route';
import { unauthorized } from '../../http/errors';
import { becomeCreator } from './become-creator';

/** Mounted at /api: turning a fan into a creator, or finishing a creator's sign-up. */
export const onboardingRouter = createRouter('api');

defineRoute(
  onboardingRouter,
  {
    method: 'post',
    path: '/creator/onboarding',
    summary: 'Become a creator (fans: pending approval) or finish a creator sign-up',
    access: 'user',
    permissions: [Permission.user, Permission.creator],
    body: CreatorOnboardingSchema,
    responses: { 200: One(OnboardingResultSchema) },
  },
  async (c, { auth, body }) => {
    if (!auth?.user) throw unauthorized();
    return one(c, await becomeCreator(c.var.deps, auth.user, body));
  },
);
