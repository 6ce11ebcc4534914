import type { CreatorRole, UserKind } from '@shared/codes';
import { locales, type Locale } from '@shared/locales';
import type { Currency } from '@shared/money';
import { demoGenres, demoHobbies } from './data/genres';
import {
  demoAdmin,
  demoCreator,
  demoFan,
  generatedNames,
  namedCreators,
  namedFans,
  type PersonSeed,
} from './data/people';
import type { PlannedUser } from './plan-types';
import type { Random } from './random';
import { avatarSvg } from './render-svg';
import { hashedKey } from './storage-key';

export interface PlannedPeople {
  users: PlannedUser[];
  /** Indexes into `users`. */
  admin: number;
  creator: number;
  fan: number;
  /** Approved creators (the demo creator first); their content is public. */
  creators: number[];
  /** Creators whose content the public must not see (blocked). */
  hiddenCreators: number[];
  fans: number[];
}

const currencyOf: Record<Locale, Currency> = { en: 'USD', ja: 'JPY', ko: 'USD', zh: 'USD' };
const roles: CreatorRole[] = [1, 2, 3];

function generatedPerson(random: Random, prefix: string, n: number): PersonSeed {
  const locale = locales[n % locales.length]!;
  const parts = generatedNames[locale];
  const given = random.pick(parts.given);
  const family = random.pick(parts.family);
  const name = locale === 'en' ? `${given} ${family}` : `${family}${parts.join}${given}`;
  return { login: `${prefix}${n}`, name, locale, currency: currencyOf[locale], role: roles[n % roles.length] };
}

/** The admin, the demo creator and fan, the named people, then `scale` times as many generated ones. */
export function planPeople(random: Random, scale: number): PlannedPeople {
  const users: PlannedUser[] = [];
  const add = (seed: PersonSeed, kind: UserKind, email = `${seed.login}@demo.stagepass.local`) => {
    const index = users.length;
    const svg = avatarSvg(seed.name, index + 11);
    users.push({
      email,
      login: seed.login,
      name: seed.name,
      bio: seed.bio ?? '',
      kind,
      creatorRole: kind === 'creator' ? (seed.role ?? 3) : null,
      status: seed.status ?? 'approved',
      locale: seed.locale,
      currency: seed.currency,
      avatar: { key: hashedKey('avatars', seed.login, svg, 'webp'), svg },
      genres: random.sample(demoGenres, kind === 'admin' ? 0 : random.int(1, 3)).map((g) => g.slug),
      hobbies: random.sample(demoHobbies, kind === 'admin' ? 0 : random.int(1, 3)).map((h) => h.slug),
    });
    return index;
  };
  const admin = add(demoAdmin, 'admin', 'admin@stagepass.local');
  const creator = add(demoCreator, 'creator', 'creator@stagepass.local');
  const fan = add(demoFan, 'fan', 'fan@stagepass.local');
  const creators = [creator];
  const hiddenCreators: number[] = [];
  for (const seed of namedCreators) {
    const index = add(seed, 'creator');
    if (seed.status === 'blocked') hiddenCreators.push(index);
    else if (seed.status !== 'pending') creators.push(index);
  }
  const extraCreators = Math.round((scale - 1) * namedCreators.length);
  for (let n = 1; n <= extraCreators; n += 1) creators.push(add(generatedPerson(random, 'creator', n), 'creator'));
  const fans = [fan, ...namedFans.map((seed) => add(seed, 'fan'))];
  const extraFans = Math.round((scale - 1) * (namedFans.length + 1));
  for (let n = 1; n <= extraFans; n += 1) fans.push(add(generatedPerson(random, 'fan', n), 'fan'));
  return { users, admin, creator, fan, creators, hiddenCreators, fans };
}
