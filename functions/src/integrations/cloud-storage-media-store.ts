/**
 * Cloud Storage (the project's default bucket). Objects stay private to IAM and `storage.rules`
 * keeps denying clients: a browser reads an object through its Firebase download URL, which
 * carries an unguessable token stored in the object's metadata (`firebaseStorageDownloadTokens`).
 * That needs no public bucket or per-object ACL (which uniform bucket-level access forbids), a URL
 * cannot be guessed from the name, and deleting the object (or its token) revokes it. The URL
 * serves the object's own Content-Type and Cache-Control.
 *
 * Direct uploads are resumable-upload sessions the server opens through the JSON API with its own
 * credentials: the session URI is the only thing the browser gets, it uploads exactly one object
 * of the declared length (`X-Upload-Content-Length`), and it answers CORS for the console's origin
 * (the `Origin` sent when it was opened). Incoming objects get no download token, so nobody can
 * read them before the server has checked and promoted them.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { assertSafeName, MEDIA_CACHE_CONTROL, type DirectUploadOptions, type MediaStore, type StoredObjectHead } from './media-store.js';

type Bucket = ReturnType<Storage['bucket']>;

export class CloudStorageMediaStore implements MediaStore {
  private resolved: Bucket | undefined;

  constructor(
    /** Resolved on first use, so building the services never needs a configured bucket. */
    private readonly getBucket: () => Bucket,
    /** `FIREBASE_STORAGE_EMULATOR_HOST` when set, else Google's endpoint. */
    private readonly endpoint = process.env.FIREBASE_STORAGE_EMULATOR_HOST
      ? `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`
      : 'https://firebasestorage.googleapis.com',
  ) {}

  private get bucket(): Bucket {
    return (this.resolved ??= this.getBucket());
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<string> {
    assertSafeName(name);
    const token = randomUUID();
    await this.bucket.file(name).save(bytes, {
      resumable: false,
      contentType,
      metadata: { cacheControl: MEDIA_CACHE_CONTROL, contentDisposition: 'inline', metadata: { firebaseStorageDownloadTokens: token } },
      // Fails instead of replacing when the name exists (names are never reused).
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    return this.urlOf(name, token);
  }

  async delete(name: string): Promise<void> {
    assertSafeName(name);
    await this.bucket.file(name).delete({ ignoreNotFound: true });
  }

  async list(prefix: string): Promise<string[]> {
    const [files] = await this.bucket.getFiles({ prefix, autoPaginate: true });
    return files.map((f) => f.name);
  }

  async head(name: string, bytes = 64): Promise<StoredObjectHead | null> {
    assertSafeName(name);
    const file = this.bucket.file(name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [metadata] = await file.getMetadata();
    const size = Number(metadata.size ?? 0);
    if (size === 0 || bytes <= 0) return { size, firstBytes: Buffer.alloc(0) };
    const [firstBytes] = await file.download({ start: 0, end: Math.min(bytes, size) - 1 });
    return { size, firstBytes };
  }

  async read(name: string): Promise<Buffer | null> {
    assertSafeName(name);
    const file = this.bucket.file(name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [bytes] = await file.download();
    return bytes;
  }

  async publicUrl(name: string): Promise<string | null> {
    assertSafeName(name);
    const file = this.bucket.file(name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [metadata] = await file.getMetadata();
    const tokens = String(metadata.metadata?.firebaseStorageDownloadTokens ?? '');
    const token = tokens.split(',')[0];
    return token ? this.urlOf(name, token) : null;
  }

  /**
   * Opens a resumable upload session: the JSON API's `POST .../upload/storage/v1/b/{bucket}/o?
   * uploadType=resumable&name=...`, made by the client library with the storage client's own
   * credentials. `contentLength` becomes `X-Upload-Content-Length` (Storage then refuses any other
   * length), `contentType` `X-Upload-Content-Type`, `origin` the `Origin` header (Storage answers
   * that origin's CORS on the session), and `ifGenerationMatch=0` lets it create a new object
   * only. The answer's Location header, the session URI, is the upload URL.
   */
  async createUpload(name: string, options: DirectUploadOptions): Promise<string> {
    assertSafeName(name);
    const [uploadUrl] = await this.bucket.file(name).createResumableUpload({
      ...(options.origin && { origin: options.origin }),
      // The incoming object's own metadata: no download token, so it cannot be read through Firebase URLs.
      metadata: { contentType: options.contentType, contentLength: options.size, cacheControl: 'private, no-store' },
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    return uploadUrl;
  }

  /** Asks the session how much it has (`PUT` with `Content-Range: bytes *\/{size}`): 308 with Range, or 200/201 when done. */
  async uploadedBytes(uploadUrl: string, size: number): Promise<number> {
    const res = await emptyRequest('PUT', uploadUrl, { 'Content-Range': `bytes */${size}` });
    if (res.status === 200 || res.status === 201) return size;
    if (res.status === 308) {
      const range = /^bytes=0-(\d+)$/.exec(String(res.headers.range ?? ''));
      return range ? Number(range[1]) + 1 : 0;
    }
    // 404/410: the session is gone; 499: it was cancelled.
    if (res.status === 404 || res.status === 410 || res.status === 499) return 0;
    throw new Error(`Cloud Storage answered ${res.status} to an upload status query`);
  }

  async cancelUpload(uploadUrl: string): Promise<void> {
    // Cloud Storage answers 499 to a cancelled session; a session that is gone already is fine too.
    await emptyRequest('DELETE', uploadUrl, {}).catch(() => undefined);
  }

  /** A server-side copy (objects.rewrite) with the final metadata, then the source is deleted. */
  async promote(from: string, to: string, contentType: string): Promise<string> {
    assertSafeName(from);
    assertSafeName(to);
    const token = randomUUID();
    await this.bucket.file(from).copy(this.bucket.file(to), {
      contentType,
      cacheControl: MEDIA_CACHE_CONTROL,
      contentDisposition: 'inline',
      metadata: { firebaseStorageDownloadTokens: token },
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    await this.bucket.file(from).delete({ ignoreNotFound: true });
    return this.urlOf(to, token);
  }

  private urlOf(name: string, token: string): string {
    return `${this.endpoint}/v0/b/${encodeURIComponent(this.bucket.name)}/o/${encodeURIComponent(name)}?alt=media&token=${encodeURIComponent(token)}`;
  }
}

/**
 * A request with an empty body and `Content-Length: 0`, as the resumable protocol's status query
 * and cancellation are documented (fetch leaves that header out of a DELETE). No redirects: 308 is
 * the protocol's own answer.
 */
function emptyRequest(method: string, url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers: { ...headers, 'Content-Length': '0' }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} to an upload session timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The deployed default: the project's default bucket (from FIREBASE_CONFIG). */
export function defaultCloudStorageMediaStore(): MediaStore {
  return new CloudStorageMediaStore(() => getStorage().bucket());
}
