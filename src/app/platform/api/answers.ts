import type * as v from 'valibot';
import type { One, Page } from '@shared/schemas/envelope';

/**
 * The answer schemas a call names, as types only (nothing ships): the same `One(item)`, `Page(item)` and
 * `One(v.array(item))` the route declares in its `responses`, from the item schemas in `src/shared/schemas`.
 */
export type OneOf<Item extends v.GenericSchema> = ReturnType<typeof One<Item>>;
export type PageOf<Item extends v.GenericSchema> = ReturnType<typeof Page<Item>>;
export type ListOf<Item extends v.GenericSchema> = OneOf<v.ArraySchema<Item, undefined>>;
