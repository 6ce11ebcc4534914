import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answerSchemas } from './envelope';

/**
 * Issue 14.1: every string a shared schema accepts has a maximum length, so no field (form or API) takes
 * unbounded text. Walks every exported schema of every module here, into objects, arrays, unions and pipes;
 * the shapes of answers (`answer(…)`, what the server sends) are not input and have no limits.
 */
const modules = import.meta.glob('./*.ts', { eager: true });

type Node = v.GenericSchema & Record<string, unknown>;
type Action = { type: string; kind: string };

/** A pipe bounds its string when it (or a pipe nested at its root) has a length or max-length action. */
function pipeBounds(pipe: unknown[]): boolean {
  const [root, ...actions] = pipe as [Node, ...Action[]];
  if ((actions as Action[]).some((a) => a.type === 'max_length' || a.type === 'length')) return true;
  return Array.isArray(root.pipe) && pipeBounds(root.pipe);
}

/** The schema a pipe starts from, through nested pipes and `optional`/`nullable` wrappers. */
function rootOf(pipe: unknown[]): Node {
  let root = pipe[0] as Node;
  while (root.wrapped && !Array.isArray(root.pipe)) root = root.wrapped as Node;
  return Array.isArray(root.pipe) ? rootOf(root.pipe) : root;
}

function unbounded(schema: unknown, path: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Node;
  if (node.kind !== 'schema') return;
  if (Array.isArray(node.pipe)) {
    const root = rootOf(node.pipe);
    if (root.type === 'string') {
      if (!pipeBounds(node.pipe)) out.push(path);
      return;
    }
    return unbounded({ ...root, pipe: undefined }, path, out);
  }
  if (node.type === 'string') return void out.push(path);
  if (node.entries) for (const [key, entry] of Object.entries(node.entries)) unbounded(entry, `${path}.${key}`, out);
  for (const child of ['item', 'wrapped', 'key', 'value', 'rest'] as const) unbounded(node[child], path, out);
  for (const list of ['options', 'items'] as const) {
    if (Array.isArray(node[list])) for (const option of node[list] as unknown[]) unbounded(option, path, out);
  }
}

describe('string limits of the shared schemas', () => {
  it('finds the schemas', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
  });

  it('bounds every string field', () => {
    const found: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports as object)) {
        if (!answerSchemas.has(value as object)) unbounded(value, `${file}:${name}`, found);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
