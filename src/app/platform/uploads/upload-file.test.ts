import { describe, expect, it } from 'vitest';
import { FakeUploadServer } from './fake-transport';
import { uploadFile, UploadInterrupted, type UploadProgress } from './upload-file';

const file = (text: string, type = 'video/mp4', name = 'class.mp4') =>
  new File([text], name, { type, lastModified: 1 });
const noSleep = () => Promise.resolve();

describe('uploadFile', () => {
  it('sends every part in order, reports progress up to the whole file, then completes', async () => {
    const server = new FakeUploadServer(4);
    const progress: UploadProgress[] = [];
    const asset = await uploadFile(file('0123456789'), {
      purpose: 'content',
      transport: server,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(asset.id).toBe(42);
    expect(server.puts.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(progress.at(-1)).toEqual({ loaded: 10, total: 10 });
    expect(progress.every((p, i) => i === 0 || p.loaded >= progress[i - 1]!.loaded)).toBe(true);
  });

  it('retries a part that failed, without sending the others again', async () => {
    const server = new FakeUploadServer(4);
    server.failures = [500];
    await uploadFile(file('0123456789'), {
      purpose: 'content',
      transport: server,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      sleep: noSleep,
    });
    expect(server.puts.map((p) => p.number)).toEqual([1, 1, 2, 3]);
  });

  it('stops after repeated failures with the id to resume by, and resumes from the parts that arrived', async () => {
    const server = new FakeUploadServer(4);
    const f = file('0123456789');
    // Part 1 arrives; then the connection drops for part 2 three times.
    server.failures = [null, 0, 0, 0];
    const error = await uploadFile(f, {
      purpose: 'content',
      transport: server,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      sleep: noSleep,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadInterrupted);
    expect((error as UploadInterrupted).offline).toBe(true);
    const id = (error as UploadInterrupted).uploadId;
    expect([...server.received.get(id)!.keys()]).toEqual([1]);

    server.puts.length = 0;
    const progress: UploadProgress[] = [];
    await uploadFile(f, {
      purpose: 'content',
      transport: server,
      signal: new AbortController().signal,
      resumeId: id,
      onProgress: (p) => progress.push(p),
    });
    expect(server.puts.map((p) => p.number)).toEqual([2, 3]);
    expect(progress[0]).toEqual({ loaded: 4, total: 10 });
  });

  it('starts afresh when the upload to resume is gone or was for another file', async () => {
    const server = new FakeUploadServer(4);
    await uploadFile(file('0123'), {
      purpose: 'content',
      transport: server,
      signal: new AbortController().signal,
      resumeId: 'upload-unknown',
      onProgress: () => undefined,
    });
    expect(server.puts).toEqual([{ id: 'upload-1', number: 1 }]);
  });

  it('stops when cancelled', async () => {
    const server = new FakeUploadServer(4);
    const abort = new AbortController();
    server.putPart = async () => {
      abort.abort();
      throw new DOMException('cancelled', 'AbortError');
    };
    await expect(
      uploadFile(file('0123456789'), {
        purpose: 'content',
        transport: server,
        signal: abort.signal,
        onProgress: () => undefined,
      }),
    ).rejects.toThrow('cancelled');
  });
});
