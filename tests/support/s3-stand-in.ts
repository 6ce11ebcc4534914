import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no type declarations; the little used here is typed below.
import S3rverImport from 's3rver';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverImport as new (options: Record<string, unknown>) => S3rverInstance;

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The configuration variables that point the app at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) speaking the real S3 protocol over HTTP, on a free port
 * with its own folder and one bucket. The credentials are s3rver's fixed pair.
 */
export async function startS3StandIn(bucket = 'stagepass-test'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'stagepass-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
