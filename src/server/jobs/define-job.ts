import type { Deps } from '../deps';
import type { JobDefinition } from './job-definition';

/** A job of the server: its handler gets the server's Deps. Modules define them; the composition root registers them. */
export type ServerJob<T extends object = object> = JobDefinition<T, Deps>;

export function defineJob<T extends object = Record<string, never>>(definition: ServerJob<T>): ServerJob<T> {
  return definition;
}
