/**
 * Media uploads from the console with real progress (bytes sent, from XMLHttpRequest's upload
 * events, not the spec's simulated steps).
 *
 * - Images go in one multipart request, `POST /api/admin/upload-media` (field `file`).
 * - Videos go straight to storage, since a function takes at most 32 MB in one request: the
 *   server issues a short-lived upload URL (`POST /api/admin/uploads`), the browser PUTs the file
 *   there (Cloud Storage's resumable protocol; the local host speaks the same), then the server
 *   checks and registers the result (`POST /api/admin/uploads/{id}/complete`). A PUT cut off by the
 *   network is resumed from what arrived, a few times, before the upload is given up.
 * - A video's poster (its first frame, drawn by the browser) is stored beside it with
 *   `POST /api/admin/upload-media/poster?videoPublicId=`.
 */
import type { MediaUploadResponse, UploadSession } from '@contract';
import { ADMIN_TOKEN_KEY, ApiError, apiRequest } from '../../api/request';
import { readJson } from './json';

export type MediaKind = 'image' | 'video';

/** The spec's limits (admin-and-api.md §9) in MB of 1,048,576 bytes, as the server counts them. */
export const UPLOAD_LIMIT_MB: Record<MediaKind, number> = { image: 10, video: 100 };

/** The types the server accepts (it decides from the file's bytes; this only spares a doomed upload). */
export const ACCEPTED_TYPES: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/webp,image/gif',
  video: 'video/mp4,video/webm',
};

export const MEDIA_MESSAGES = {
  notMedia: 'Please select an image or video file',
  tooLarge: (mb: number) => `File size must be less than ${mb}MB`,
} as const;

export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadOptions {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

/** The reason a file is refused before anything is sent (the spec's messages), or null. */
export function checkFile(file: File, kinds: readonly MediaKind[]): string | null {
  const kind = kindOf(file);
  if (!kind || !kinds.includes(kind)) return MEDIA_MESSAGES.notMedia;
  if (file.size > UPLOAD_LIMIT_MB[kind] * 1024 * 1024) return MEDIA_MESSAGES.tooLarge(UPLOAD_LIMIT_MB[kind]);
  return null;
}

export function kindOf(file: Blob): MediaKind | null {
  if (ACCEPTED_TYPES.image.split(',').includes(file.type)) return 'image';
  if (ACCEPTED_TYPES.video.split(',').includes(file.type)) return 'video';
  return null;
}

export function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaUploadResponse> {
  return kindOf(file) === 'video' ? uploadDirect(file, options) : uploadMultipart('/api/admin/upload-media', file, options);
}

export function uploadPoster(videoPublicId: string, poster: Blob, options: UploadOptions = {}): Promise<MediaUploadResponse> {
  return uploadMultipart(`/api/admin/upload-media/poster?videoPublicId=${encodeURIComponent(videoPublicId)}`, poster, options, 'poster.jpg');
}

async function uploadMultipart(path: string, file: Blob, options: UploadOptions, name?: string): Promise<MediaUploadResponse> {
  const form = new FormData();
  form.append('file', file, name ?? (file instanceof File ? file.name : 'upload'));
  const res = await send({ method: 'POST', url: path, body: form, headers: adminHeaders(), total: file.size, ...options });
  if (res.status < 200 || res.status >= 300) throw new ApiError(res.status, res.body, res.statusText);
  return JSON.parse(res.body) as MediaUploadResponse;
}

/** How many times a cut-off PUT is resumed before the upload is given up. */
const RESUME_ATTEMPTS = 3;

async function uploadDirect(file: File, options: UploadOptions): Promise<MediaUploadResponse> {
  const session = await readJson<UploadSession>(apiRequest('POST', '/api/admin/uploads', { contentType: file.type, size: file.size }));
  let from = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await send({
        method: 'PUT',
        url: session.uploadUrl,
        body: from === 0 ? file : file.slice(from),
        headers: { 'Content-Type': file.type, ...(from > 0 && { 'Content-Range': `bytes ${from}-${file.size - 1}/${file.size}` }) },
        total: file.size,
        offset: from,
        ...options,
      });
      if (res.status === 200 || res.status === 201) break;
      if (res.status !== 308) throw new ApiError(res.status, res.body, res.statusText);
    } catch (err) {
      if (options.signal?.aborted || !(err instanceof NetworkError) || attempt >= RESUME_ATTEMPTS) throw err;
    }
    // Cut off (or told to go on): ask how much arrived, then send the rest.
    from = await receivedBytes(session.uploadUrl, file);
    if (from >= file.size) break;
  }
  return readJson<MediaUploadResponse>(apiRequest('POST', `/api/admin/uploads/${encodeURIComponent(session.uploadId)}/complete`));
}

/** The resumable protocol's status query: 308 with `Range: bytes=0-N` (N+1 arrived) or 200/201 when complete. */
async function receivedBytes(uploadUrl: string, file: File): Promise<number> {
  const res = await send({ method: 'PUT', url: uploadUrl, headers: { 'Content-Range': `bytes */${file.size}` }, total: 0 });
  if (res.status === 200 || res.status === 201) return file.size;
  if (res.status !== 308) throw new ApiError(res.status, res.body, res.statusText);
  const range = /bytes=0-(\d+)/.exec(res.range ?? '');
  return range ? Number(range[1]) + 1 : 0;
}

export class NetworkError extends Error {
  constructor() {
    super('The upload was interrupted by the network');
    this.name = 'NetworkError';
  }
}

function adminHeaders(): Record<string, string> {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface SendInput extends UploadOptions {
  method: string;
  url: string;
  body?: XMLHttpRequestBodyInit;
  headers: Record<string, string>;
  /** The whole file's size, and where this request's body starts in it (a resumed PUT). */
  total: number;
  offset?: number;
}

interface SendResult {
  status: number;
  statusText: string;
  body: string;
  range: string | null;
}

/** One request through XMLHttpRequest: fetch cannot report the bytes of a body as they go. */
function send({ method, url, body, headers, total, offset = 0, onProgress, signal }: SendInput): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress && body) {
      xhr.upload.onprogress = (e) => onProgress({ sent: Math.min(total, offset + e.loaded), total });
    }
    xhr.onload = () => {
      // A 308 is the resumable protocol's "go on", readable only when the server exposes Range.
      let range: string | null = null;
      try {
        range = xhr.getResponseHeader('Range');
      } catch {
        range = null;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, body: xhr.responseText, range });
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError());
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.send(body ?? null);
  });
}

/**
 * A poster for a video: its first frame drawn to a canvas (at most 1600 px wide) as a JPEG, or
 * null when the browser cannot decode the video (the reader site then shows a play icon).
 */
export function posterFromVideo(file: Blob, timeoutMs = 15_000): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let done = false;
    const finish = (blob: Blob | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(blob);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null);
    // The first frame: a tiny seek makes every browser decode and paint it.
    video.onloadeddata = () => {
      video.currentTime = Math.min(0.05, (video.duration || 1) / 2);
    };
    video.onseeked = () => {
      const scale = Math.min(1, 1600 / (video.videoWidth || 1));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      const context = canvas.getContext('2d');
      if (!context || !canvas.width || !canvas.height) return finish(null);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.85);
    };
    video.src = url;
  });
}
