import type { Db, Tx } from '../../db/client';

/** Domain functions take either the database or an open transaction, so callers choose the boundary. */
export type DbOrTx = Db | Tx;
