import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ReferenceNameSchema } from '@shared/schemas/reference';
import type { ListOf, OneOf, PageOf } from './answers';
import { authReply, setupClient, type RecordedCall } from './testing';

const genres = { data: [{ id: 1, name: 'Krump' }], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } };
const server = (call: RecordedCall) =>
  call.path === '/auth/token' ? authReply('client-1', 3600) : { status: 200, body: genres };

describe('answers typed from the route’s declared schema', () => {
  it('gives the output of the schema a call names, and unknown to a call that names none', async () => {
    const { client } = setupClient(server);
    const page = await client.get<PageOf<typeof ReferenceNameSchema>>('/api/genres');
    expectTypeOf(page.data[0]!.name).toEqualTypeOf<string>();
    expectTypeOf(page.meta.last_page).toEqualTypeOf<number>();
    expect(page).toEqual(genres);

    expectTypeOf(await client.get('/api/genres')).toEqualTypeOf<unknown>();
    expectTypeOf<v.InferOutput<OneOf<typeof ReferenceNameSchema>>>().toEqualTypeOf<{
      data: { id: number; name: string };
    }>();
    expectTypeOf<v.InferOutput<ListOf<typeof ReferenceNameSchema>>>().toEqualTypeOf<{
      data: { id: number; name: string }[];
    }>();
    // @ts-expect-error -- a call names a schema, not a hand-written type
    void client.get<{ data: string }>('/api/genres');
  });
});
