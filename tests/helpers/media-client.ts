/** Media calls as the console makes them: multipart uploads, posters, direct-upload sessions and their PUTs. */
import type { AdminTestHost } from './admin-host.js';
import { bodyOf, BOUNDARY, multipart } from './media-files.js';

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** POST a multipart body with the file in `file` to an admin path (default: the administrator's token). */
export async function sendFile(host: AdminTestHost, path: string, data: Buffer, token: string | null = host.adminToken): Promise<Answer> {
  const res = await fetch(host.url + path, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token && { authorization: `Bearer ${token}` }) },
    body: bodyOf(multipart([{ name: 'file', filename: 'file.bin', data }])),
  });
  return answerOf(res);
}

/** POST /api/admin/upload-media, expecting success. */
export async function uploadMedia(host: AdminTestHost, data: Buffer) {
  const res = await sendFile(host, '/api/admin/upload-media', data);
  if (res.status !== 200) throw new Error(`upload-media: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { url: string; publicId: string; contentType: string; size: number; width?: number; height?: number; variants?: { width: number; height: number; url: string; publicId: string }[] };
}

/** POST /api/admin/upload-media/poster?videoPublicId=... */
export function uploadPoster(host: AdminTestHost, videoPublicId: string, data: Buffer, token: string | null = host.adminToken): Promise<Answer> {
  return sendFile(host, `/api/admin/upload-media/poster?videoPublicId=${encodeURIComponent(videoPublicId)}`, data, token);
}

/** A PUT to a direct-upload URL (relative to the host), never following a 308. */
export async function putBytes(host: AdminTestHost, uploadUrl: string, data: Buffer | null, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(new URL(uploadUrl, host.url), { method: 'PUT', headers, body: data ? bodyOf(data) : undefined, redirect: 'manual' });
  return answerOf(res);
}

/** The status query: how much of the upload has arrived. */
export const queryUpload = (host: AdminTestHost, uploadUrl: string, size: number) => putBytes(host, uploadUrl, null, { 'content-range': `bytes */${size}` });

/** The article create body the console sends, with media fields and overrides. */
export function articleBody(slug: string, languageId: number, article: Record<string, unknown> = {}) {
  return {
    article: { slug, category: 'education', status: 'published', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '', ...article },
    translation: { languageId, title: `Title of ${slug}`, content: `<p>Body of ${slug}</p>`, excerpt: `Excerpt of ${slug}`, metaDescription: '', isOriginal: true },
    targetLanguages: [],
  };
}
