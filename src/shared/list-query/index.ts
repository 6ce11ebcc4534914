/** The list-query language (see README.md): one grammar for the app's builder and the server's parser. */
export { buildListQuery } from './build';
export { listQueryMessage, listQueryText, type ListQueryMessage } from './messages';
export { parseListQuery, type ParsedListQuery, type ParseResult, type RawQuery } from './parse';
export { listQuerySchema } from './schema';
export {
  defaultOps,
  defineListResource,
  type ExpandOf,
  type FilterExpandFieldOf,
  type FilterFieldOf,
  type FilterSpec,
  type ListQueryFor,
  type ListResource,
  type ListResourceSpec,
  type ScopeOf,
  type SearchFieldOf,
  type SortExpandFieldOf,
  type SortFieldOf,
} from './resource';
export * from './types';
