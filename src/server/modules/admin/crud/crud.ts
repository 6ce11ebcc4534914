import { count, eq, sql } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import {
  AdminDescriptors,
  crudListResource,
  type CrudResource,
  type NamedRow,
  type NamedRowInput,
} from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import type { LocalizedNames } from '../../../db/schema';
import { invalidField, notFound } from '../../../http/errors';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';
import { recordAudit } from '../../audit/record-audit';
import { crudTables } from './resources';

type Row = { id: number; name: string; names: LocalizedNames };
const toRow = (r: Row): NamedRow => ({ id: r.id, name: r.name, names: r.names });
const cleanNames = (names: NamedRowInput['names']): LocalizedNames =>
  Object.fromEntries(Object.entries(names ?? {}).filter((e): e is [string, string] => !!e[1])) as LocalizedNames;

export async function listRows(
  db: Db,
  resource: CrudResource,
  raw: RawQuery,
): Promise<{ data: NamedRow[]; meta: PageMeta }> {
  const { table } = crudTables[resource];
  const parsed = parseListQueryOrThrow(raw, crudListResource);
  const q = listQueryToSql(parsed, {
    fields: { id: table.id, name: table.name },
    search: { name: table.name },
    tiebreak: table.id,
  });
  const rows = (await db
    .select({ id: table.id, name: table.name, names: table.names })
    .from(table)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset)) as Row[];
  const [total] = await db.select({ n: count() }).from(table).where(q.where);
  return { data: rows.map(toRow), meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}

async function nameTaken(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  resource: CrudResource,
  name: string,
  except?: number,
) {
  const { table } = crudTables[resource];
  const rows = (await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`)) as { id: number }[];
  return rows.some((r) => r.id !== except);
}

export async function createRow(
  db: Db,
  actorId: number,
  resource: CrudResource,
  input: NamedRowInput,
): Promise<NamedRow> {
  const spec = crudTables[resource];
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, resource, input.name)) throw invalidField('name', AdminDescriptors.nameTaken);
    const values = { ...(await spec.newRow(tx, input.name)), name: input.name, names: cleanNames(input.names) };
    const [row] = (await tx
      .insert(spec.table)
      .values(values as never)
      .returning({ id: spec.table.id, name: spec.table.name, names: spec.table.names })) as Row[];
    if (!row) throw new Error('row not inserted');
    await recordAudit(tx, {
      actorId,
      action: `${resource}.create`,
      entity: resource,
      entityId: row.id,
      before: null,
      after: toRow(row),
    });
    return toRow(row);
  });
}

export async function updateRow(
  db: Db,
  actorId: number,
  resource: CrudResource,
  id: number,
  input: NamedRowInput,
): Promise<NamedRow> {
  const { table } = crudTables[resource];
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select({ id: table.id, name: table.name, names: table.names })
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as Row[];
    if (!before) throw notFound();
    if (await nameTaken(tx, resource, input.name, id)) throw invalidField('name', AdminDescriptors.nameTaken);
    const [after] = (await tx
      .update(table)
      .set({ name: input.name, names: cleanNames(input.names) })
      .where(eq(table.id, id))
      .returning({ id: table.id, name: table.name, names: table.names })) as Row[];
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: `${resource}.update`,
      entity: resource,
      entityId: id,
      before: toRow(before),
      after: toRow(after),
    });
    return toRow(after);
  });
}

export async function deleteRow(db: Db, actorId: number, resource: CrudResource, id: number): Promise<{ id: number }> {
  const spec = crudTables[resource];
  const { table } = spec;
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select({ id: table.id, name: table.name, names: table.names })
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as Row[];
    if (!before) throw notFound();
    if (await spec.inUse(tx, id)) throw invalidField('id', AdminDescriptors.inUse);
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actorId,
      action: `${resource}.delete`,
      entity: resource,
      entityId: id,
      before: toRow(before),
      after: null,
    });
    return { id };
  });
}
