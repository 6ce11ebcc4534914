import * as v from 'valibot';
import { CommerceDescriptors as M, IdempotencyKeySchema } from '@shared/schemas/commerce';
import { invalidField } from '../../http/errors';
import { IDEMPOTENCY_FIELD } from './refund-requests';

/** The request's `Idempotency-Key` header (headers arrive lower-cased), or a 422 on it when it is malformed. */
export function idempotencyKey(headers: Record<string, string>): string | undefined {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (!v.is(IdempotencyKeySchema, key)) throw invalidField(IDEMPOTENCY_FIELD, M.idempotencyKeyInvalid);
  return key;
}
