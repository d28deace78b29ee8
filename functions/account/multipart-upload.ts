import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';

/** S3's smallest part (all but the last); ours are a little bigger, so fewer requests. */
export const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 3;

/**
 * Writes one object to the documents bucket from chunks as they are made, in parts, so an object
 * of hundreds of megabytes never sits in memory whole: at most a part being filled and three on
 * their way. An object smaller than one part is written with one PutObject.
 */
export class MultipartUpload {
  private readonly chunks: Uint8Array[] = [];
  private buffered = 0;
  private uploadId: string | undefined;
  private nextPart = 1;
  private readonly parts: { ETag: string; PartNumber: number }[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;

  constructor(
    private readonly key: string,
    private readonly contentType: string,
    private readonly partBytes = PART_BYTES,
  ) {}

  /** Keeps a chunk; `drain` sends what fills whole parts. */
  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
  }

  /** Sends every whole part kept so far, waiting while three parts are already on their way. */
  async drain(): Promise<void> {
    while (this.buffered >= this.partBytes) await this.sendPart(this.take(this.partBytes));
  }

  /** Sends the rest and puts the object together. */
  async complete(): Promise<void> {
    if (this.uploadId === undefined) {
      await s3().send(
        new PutObjectCommand({
          Bucket: config().documentsBucket,
          Key: this.key,
          Body: this.take(this.buffered),
          ContentType: this.contentType,
        }),
      );
      return;
    }
    await this.drain();
    if (this.buffered > 0) await this.sendPart(this.take(this.buffered));
    await Promise.all(this.inFlight);
    this.throwIfFailed();
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: config().documentsBucket,
        Key: this.key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: [...this.parts].sort((a, b) => a.PartNumber - b.PartNumber) },
      }),
    );
  }

  /** Gives up: the parts sent are dropped (the bucket's lifecycle clears any an abort misses). */
  async abort(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    if (this.uploadId === undefined) return;
    await s3()
      .send(
        new AbortMultipartUploadCommand({
          Bucket: config().documentsBucket,
          Key: this.key,
          UploadId: this.uploadId,
        }),
      )
      .catch(() => undefined);
  }

  /** The first `bytes` bytes kept, as one array. */
  private take(bytes: number): Uint8Array {
    const out = new Uint8Array(bytes);
    let filled = 0;
    while (filled < bytes) {
      const chunk = this.chunks[0];
      if (!chunk) break;
      const used = Math.min(chunk.length, bytes - filled);
      out.set(chunk.subarray(0, used), filled);
      filled += used;
      if (used === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(used);
    }
    this.buffered -= filled;
    return out;
  }

  private async sendPart(body: Uint8Array): Promise<void> {
    this.throwIfFailed();
    this.uploadId ??= await this.start();
    const partNumber = this.nextPart++;
    const uploadId = this.uploadId;
    const sending: Promise<void> = s3()
      .send(
        new UploadPartCommand({
          Bucket: config().documentsBucket,
          Key: this.key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
        }),
      )
      .then((out) => {
        this.parts.push({ ETag: out.ETag ?? '', PartNumber: partNumber });
      })
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
    if (this.inFlight.size >= PARTS_IN_FLIGHT) await Promise.race(this.inFlight);
    this.throwIfFailed();
  }

  private async start(): Promise<string> {
    const out = await s3().send(
      new CreateMultipartUploadCommand({
        Bucket: config().documentsBucket,
        Key: this.key,
        ContentType: this.contentType,
      }),
    );
    if (!out.UploadId) throw new Error('storage did not start the multipart upload');
    return out.UploadId;
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}
