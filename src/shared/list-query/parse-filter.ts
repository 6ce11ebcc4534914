import { listQueryMessage } from './messages';
import type { ListResource, ResolvedFilter } from './resource';
import { FILTER_OPS, type FilterCondition, type FilterOp, type FilterScalar } from './types';
import { parseValue } from './values';

/** `filter[field]`, `filter[field][op]`, and the same with `filterExpand`. Brackets inside names are not allowed. */
const KEY = /^(filter|filterExpand)\[([^[\]]+)\](?:\[([^[\]]*)\])?$/;

export function isFilterParam(key: string): boolean {
  return /^filter(Expand)?(\[|$)/.test(key);
}

export type FilterResult = { ok: true; condition: FilterCondition } | { ok: false; message: string };

/**
 * Reads one filter parameter. A repeated key keeps its last value, as every other parameter does,
 * except `in`/`notIn`, where repeats add to the list.
 */
export function parseFilterParam(key: string, raw: string | readonly string[], resource: ListResource): FilterResult {
  const match = KEY.exec(key);
  if (!match) return fail('malformed', { param: key });
  const [, kind, name = '', opText = 'equal'] = match;
  const spec = (kind === 'filter' ? resource.filters : resource.filterExpand).get(name);
  if (!spec) return fail('unknownFilter', { name });
  if (!isOp(opText)) return fail('unknownOperator', { op: opText, name });
  if (!spec.ops.has(opText)) return fail('operatorNotAllowed', { op: opText, name });
  const values = typeof raw === 'string' ? [raw] : raw;
  return opText === 'in' || opText === 'notIn'
    ? listCondition(name, opText, spec, values)
    : scalarCondition(name, opText, spec, values[values.length - 1] ?? '');
}

function listCondition(
  name: string,
  op: 'in' | 'notIn',
  spec: ResolvedFilter,
  values: readonly string[],
): FilterResult {
  const items = values.flatMap((v) => v.split(','));
  // `in=` is the list [''] for a string field (the builder writes [''] that way), and nothing otherwise.
  if (items.length === 0 || (spec.type !== 'string' && items.every((item) => item === ''))) {
    return fail('missingValue', { op, name });
  }
  const parsed: FilterScalar[] = [];
  for (const item of items) {
    const result = parseValue(item, spec.type);
    if (!result.ok) return fail(result.message, { value: item, name });
    if (spec.values && !spec.values.has(item)) return fail('valueNotAllowed', { value: item, name });
    parsed.push(result.value);
  }
  return { ok: true, condition: { field: name, type: spec.type, op, value: parsed } };
}

function scalarCondition(
  name: string,
  op: Exclude<FilterOp, 'in' | 'notIn'>,
  spec: ResolvedFilter,
  raw: string,
): FilterResult {
  // Only a string can be empty; for anything else say what is missing rather than that "" is no number.
  if (raw === '' && (op === 'isNull' || spec.type !== 'string')) return fail('missingValue', { op, name });
  if (op === 'isNull') {
    const result = parseValue(raw, 'boolean');
    if (!result.ok) return fail(result.message, { value: raw, name });
    return { ok: true, condition: { field: name, type: spec.type, op, value: result.value === true } };
  }
  const result = parseValue(raw, spec.type, op === 'to');
  if (!result.ok) return fail(result.message, { value: raw, name });
  if (spec.values && !spec.values.has(raw)) return fail('valueNotAllowed', { value: raw, name });
  return { ok: true, condition: { field: name, type: spec.type, op, value: result.value } };
}

function isOp(text: string): text is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(text);
}

function fail(...args: Parameters<typeof listQueryMessage>): FilterResult {
  return { ok: false, message: listQueryMessage(...args) };
}
