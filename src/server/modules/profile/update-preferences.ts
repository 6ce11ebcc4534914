import { eq } from 'drizzle-orm';
import type { Currency } from '@shared/money';
import type { Locale } from '@shared/locales';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';

export interface Preferences {
  preferredLocale?: Locale;
  preferredCurrency?: Currency;
  balanceCurrency?: Currency;
}

/** Language and currency choices of the signed-in user (values are validated by the route). */
export async function updatePreferences(deps: Deps, userId: number, preferences: Preferences): Promise<void> {
  await deps.db
    .update(users)
    .set({ ...preferences, updatedAt: new Date(deps.clock.now()) })
    .where(eq(users.id, userId));
}
