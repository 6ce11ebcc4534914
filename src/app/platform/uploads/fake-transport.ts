import type { MediaAssetResource, PreSignedUploadInput, UploadTicket } from '@shared/schemas/uploads';
import { PartFailed, type UploadTransport } from './upload-transport';

/**
 * An in-memory upload server for tests: it keeps the parts it received and can be told to drop
 * the next few PUTs, as a flaky phone connection would. Test-only (never imported by the app).
 */
export class FakeUploadServer implements UploadTransport {
  readonly received = new Map<string, Map<number, number>>();
  readonly puts: { id: string; number: number }[] = [];
  readonly cancelled: string[] = [];
  /** What the next PUTs do, in order: null succeeds, a status fails (0 = offline). Then all succeed. */
  failures: (number | null)[] = [];
  refuseCompletion: { status: number; message: string } | null = null;
  private tickets = new Map<string, UploadTicket>();
  private next = 1;

  constructor(readonly partSize = 4) {}

  async announce(input: PreSignedUploadInput): Promise<UploadTicket> {
    const id = `upload-${this.next++}`;
    const count = Math.max(1, Math.ceil(input.size / this.partSize));
    const ticket: UploadTicket = {
      id,
      purpose: input.purpose,
      filename: input.filename,
      mime_type: input.mime_type,
      size: input.size,
      part_size: this.partSize,
      target: 'local',
      method: 'PUT',
      parts: Array.from({ length: count }, (_, i) => ({
        number: i + 1,
        offset: i * this.partSize,
        size: Math.min(this.partSize, input.size - i * this.partSize),
        received: false,
        url: `/put/${id}/${i + 1}`,
      })),
      urls_expire_at: new Date(Date.now() + 3600_000).toISOString(),
      status: 'open',
      asset_id: null,
    };
    this.tickets.set(id, ticket);
    this.received.set(id, new Map());
    return ticket;
  }

  async ticket(id: string): Promise<UploadTicket> {
    const ticket = this.tickets.get(id);
    if (!ticket) throw new Error('404');
    const got = this.received.get(id)!;
    return {
      ...ticket,
      parts: ticket.parts.map((p) => ({ ...p, received: got.has(p.number), url: got.has(p.number) ? null : p.url })),
    };
  }

  async putPart(url: string, body: Blob, { onProgress }: Parameters<UploadTransport['putPart']>[2]): Promise<string> {
    const [, , id, number] = url.split('/');
    this.puts.push({ id: id!, number: Number(number) });
    const failure = this.failures.shift();
    if (failure !== undefined && failure !== null) throw new PartFailed(failure);
    onProgress(body.size / 2);
    onProgress(body.size);
    this.received.get(id!)!.set(Number(number), body.size);
    return `"etag-${number}"`;
  }

  async receipt(): Promise<void> {}

  async complete(id: string): Promise<MediaAssetResource> {
    if (this.refuseCompletion) {
      const { ApiError } = await import('@app/platform/api');
      throw new ApiError(this.refuseCompletion.status, this.refuseCompletion.message, null, [
        { field: 'file', errors: [this.refuseCompletion.message] },
      ]);
    }
    const ticket = this.tickets.get(id)!;
    const got = this.received.get(id)!;
    if (got.size !== ticket.parts.length) throw new Error('parts missing');
    ticket.status = 'completed';
    return {
      id: 42,
      kind: ticket.mime_type.startsWith('image/') ? 'image' : 'video',
      mime_type: ticket.mime_type,
      size: ticket.size,
      status: ticket.mime_type.startsWith('image/') ? 1 : 0,
      error: null,
      error_code: null,
      duration_seconds: null,
      // As the server answers: an image is its own public file.
      poster_url: ticket.mime_type.startsWith('image/')
        ? `/media/public/images/upload-42.${ticket.mime_type.split('/')[1]}`
        : null,
      thumbnail_url: null,
      created_at: new Date(0).toISOString(),
    };
  }

  async cancel(id: string): Promise<void> {
    this.cancelled.push(id);
  }
}
