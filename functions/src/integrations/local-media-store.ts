/**
 * The local stand-in for Cloud Storage: a folder (DATA_DIR/media), served by the host at
 * `urlBase` (`/media`) with the content type its extension names (the server picks the extension
 * from the detected type), `nosniff` and MEDIA_CACHE_CONTROL for uploads.
 *
 * Direct uploads land outside that folder (DATA_DIR/media-incoming), so an incoming object is
 * never served before the server has checked it, as in Cloud Storage where it has no download
 * token. A session is a small JSON file named by an unguessable token; the host mounts
 * local-upload-receiver.ts at `/media-uploads/{token}` to take the bytes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../services/clock.js';
import { assertSafeName, INCOMING_PREFIX, type DirectUploadOptions, type MediaStore, type StoredObjectHead } from './media-store.js';

/** A direct upload the local receiver accepts bytes for. */
export interface LocalUploadSession {
  token: string;
  /** The object it creates (`incoming/{uploadId}`). */
  name: string;
  contentType: string;
  size: number;
  expiresAt: string;
}

export interface LocalStoreOptions {
  /** Where incoming objects and upload sessions live (default: beside `root`, `{root}-incoming`). */
  incomingRoot?: string;
  /** Where the host mounts the receiver (default `/media-uploads`). */
  uploadUrlBase?: string;
  /** Decides when a session has expired (the host's clock). */
  clock?: Clock;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export class LocalFolderMediaStore implements MediaStore {
  private readonly incomingRoot: string;
  private readonly uploadUrlBase: string;
  private readonly clock: Clock;

  constructor(
    private readonly root: string,
    private readonly urlBase = '/media',
    options: LocalStoreOptions = {},
  ) {
    this.incomingRoot = options.incomingRoot ?? `${root}-incoming`;
    this.uploadUrlBase = options.uploadUrlBase ?? '/media-uploads';
    this.clock = options.clock ?? { now: () => new Date() };
  }

  /** The file of an object: incoming objects outside the served folder. */
  pathOf(name: string): string {
    assertSafeName(name);
    if (name.startsWith(INCOMING_PREFIX)) return path.join(this.incomingRoot, ...name.slice(INCOMING_PREFIX.length).split('/'));
    return path.join(this.root, ...name.split('/'));
  }

  async put(name: string, bytes: Buffer, _contentType: string): Promise<string> {
    const file = this.pathOf(name);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, file);
    return this.urlOf(name);
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf('/');
    const dir = slash < 0 ? '' : prefix.slice(0, slash);
    const start = prefix.slice(slash + 1);
    if (dir) assertSafeName(dir);
    let entries: string[];
    try {
      entries = await readdir(path.join(this.root, ...dir.split('/').filter(Boolean)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    return entries.filter((e) => e.startsWith(start) && !e.endsWith('.part')).map((e) => (dir ? `${dir}/${e}` : e));
  }

  async head(name: string, bytes = 64): Promise<StoredObjectHead | null> {
    const file = this.pathOf(name);
    const size = await sizeOf(file);
    if (size === null) return null;
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(bytes, size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return { size, firstBytes: buffer.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async publicUrl(name: string): Promise<string | null> {
    if (name.startsWith(INCOMING_PREFIX)) return null;
    return (await sizeOf(this.pathOf(name))) !== null ? this.urlOf(name) : null;
  }

  async createUpload(name: string, options: DirectUploadOptions): Promise<string> {
    this.pathOf(name);
    const token = randomBytes(32).toString('base64url');
    const session: LocalUploadSession = { token, name, contentType: options.contentType, size: options.size, expiresAt: options.expiresAt.toISOString() };
    await mkdir(this.sessionsDir, { recursive: true });
    await writeFile(this.sessionFile(token), JSON.stringify(session), { flag: 'wx' });
    return `${this.uploadUrlBase}/${token}`;
  }

  async uploadedBytes(uploadUrl: string, _size: number): Promise<number> {
    const session = await this.readSession(tokenOf(uploadUrl));
    if (!session) return 0;
    const file = this.pathOf(session.name);
    return (await sizeOf(file)) ?? (await sizeOf(`${file}.part`)) ?? 0;
  }

  async cancelUpload(uploadUrl: string): Promise<void> {
    const token = tokenOf(uploadUrl);
    const session = await this.readSession(token);
    if (session) await rm(`${this.pathOf(session.name)}.part`, { force: true });
    if (TOKEN.test(token)) await rm(this.sessionFile(token), { force: true });
  }

  async promote(from: string, to: string, _contentType: string): Promise<string> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      // A new name only (link fails when the target exists), without copying 100 MB when both are on one disk.
      await link(source, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await copyFile(source, target, constants.COPYFILE_EXCL);
    }
    await rm(source, { force: true });
    return this.urlOf(to);
  }

  /** The session a receiver token names, or null when there is none or it has expired. */
  async uploadSession(token: string): Promise<LocalUploadSession | null> {
    const session = await this.readSession(token);
    if (!session || Date.parse(session.expiresAt) <= this.clock.now().getTime()) return null;
    return session;
  }

  private async readSession(token: string): Promise<LocalUploadSession | null> {
    if (!TOKEN.test(token)) return null;
    try {
      return JSON.parse(await readFile(this.sessionFile(token), 'utf8')) as LocalUploadSession;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** A dot-folder: no object name can start with a dot, so no object can land there. */
  private get sessionsDir(): string {
    return path.join(this.incomingRoot, '.sessions');
  }

  private sessionFile(token: string): string {
    return path.join(this.sessionsDir, `${token}.json`);
  }

  private urlOf(name: string): string {
    assertSafeName(name);
    return `${this.urlBase}/${name}`;
  }
}

/** The size of a file, or null when there is none. */
export async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

const tokenOf = (uploadUrl: string) => uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1);
