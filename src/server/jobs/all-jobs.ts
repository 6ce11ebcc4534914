import type { JobDefinition } from './define-job';

/** Every job the worker runs: one line per job, like the routers in app.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own payload type
export const allJobs: JobDefinition<any>[] = [];
