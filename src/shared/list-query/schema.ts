import * as v from 'valibot';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../limits';
import type { ListResource, ResolvedFilter } from './resource';
import type { FieldType, FilterOp } from './types';

/** A value of each type the parser reads (see README "Values"). */
const SAMPLE: Readonly<Record<FieldType, string>> = {
  number: '1',
  string: 'a',
  date: '2024-03-01',
  boolean: 'true',
};

type Param = v.OptionalSchema<v.GenericSchema<string>, undefined>;

function param(description: string, examples: readonly string[]): Param {
  return v.optional(v.pipe(v.string(), v.description(description), v.examples(examples)));
}

const names = (items: Iterable<string>) => [...items].join(', ');
/** A comma list as the parser reads it: no spaces. */
const commaList = (items: Iterable<string>) => [...items].join(',');

function filterExamples(filter: ResolvedFilter, op: FilterOp): string[] {
  const sample = filter.values ? [...filter.values][0] : SAMPLE[filter.type];
  if (op === 'isNull') return ['true', 'false'];
  if (op === 'in' || op === 'notIn')
    return [sample ?? '', filter.values ? commaList(filter.values) : `${sample},${sample}`];
  return [sample ?? ''];
}

function filterParams(kind: 'filter' | 'filterExpand', filters: ReadonlyMap<string, ResolvedFilter>) {
  const out: Record<string, Param> = {};
  for (const [field, filter] of filters) {
    for (const op of filter.ops) {
      const allowed = filter.values ? ` (one of: ${names(filter.values)})` : '';
      out[`${kind}[${field}][${op}]`] = param(
        `${field} ${op} a ${filter.type}${allowed}${op === 'in' || op === 'notIn' ? ', comma list' : ''}`,
        filterExamples(filter, op),
      );
    }
  }
  return out;
}

/**
 * The query parameters a list resource allows, for the OpenAPI document (README: the grammar). Every value is
 * a string here; the route still checks the whole query with `parseListQuery`, which alone knows repeated keys
 * and comma lists, so this schema never refuses what the parser accepts. Other keys pass through untouched.
 */
export function listQuerySchema(resource: ListResource): v.LooseObjectSchema<Record<string, Param>, undefined> {
  const sorts = [...resource.sorts];
  const sortExpand = [...resource.sortExpand];
  const entries: Record<string, Param> = {
    page: param('Page number, from 1', ['1', '2']),
    limit: param(`Items per page, 1 to ${LIST_MAX_LIMIT} (default ${LIST_DEFAULT_LIMIT})`, ['10', '50']),
  };
  if (resource.expands.size > 0) {
    entries.expand = param(`Relations to include, comma list of: ${names(resource.expands)}`, [
      commaList(resource.expands),
    ]);
  }
  if (sorts.length > 0) {
    entries.sort = param(`Comma list of: ${names(sorts)}; a leading - sorts descending`, [
      `${sorts[0]}`,
      `-${sorts[0]}`,
    ]);
  }
  if (sortExpand.length > 0) {
    entries.sortExpand = param(`Comma list of: ${names(sortExpand)}; a leading - sorts descending`, [
      `-${sortExpand[0]}`,
    ]);
  }
  if (resource.scopes.size > 0) {
    entries.scopes = param(`Presets, all applied, comma list of: ${names(resource.scopes)}`, [
      commaList(resource.scopes),
    ]);
  }
  if (resource.searchFields.size > 0) {
    entries.search = param(`The query, then optionally |field|field from: ${names(resource.searchFields)}`, [
      'a',
      `a|${[...resource.searchFields][0]}`,
    ]);
  }
  return v.looseObject({
    ...entries,
    ...filterParams('filter', resource.filters),
    ...filterParams('filterExpand', resource.filterExpand),
  });
}
