/** What the global setups hand to test files through `project.provide` / `inject`. */
export interface PostgresTemplate {
  /** Connection string of the cluster's maintenance database, where test databases are created. */
  adminUrl: string;
  /** The migrated database every test database is copied from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory dump (api project). */
    pgliteSnapshot: string;
    /** The throwaway cluster (api-pg project); null when the PostgreSQL binaries are missing. */
    postgres: PostgresTemplate | null;
  }
}

export const POSTGRES_MISSING_NOTICE = 'NOTICE: PostgreSQL binaries not found — the api-pg run was SKIPPED';
