/**
 * Uploaded media as clients see them (admin-and-api.md §7 "Media upload", §9 limits): the answer
 * of an upload, the image variants the reader site builds `srcset` from, and the direct-upload
 * protocol large videos take (Cloud Functions accept at most 32 MB in one request).
 */
import { z } from 'zod';

/** One resized WebP copy of an uploaded image (480, 960 and 1600 px wide, never wider than the image). */
export const ImageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/**
 * What an article carries of its uploaded image, for pages to reserve its space and build
 * `srcset`: its size in pixels and its WebP copies, narrowest first (null and empty for an image
 * given by URL). Spread into the reader's and the console's article shapes.
 */
export const ArticleImageFactsShape = {
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  imageVariants: z.array(ImageVariantSchema),
};

/**
 * POST /api/admin/upload-media, and POST /api/admin/uploads/{uploadId}/complete: the spec's
 * `{url, publicId}` plus what the server learnt from the file. Images carry their size in pixels
 * (after EXIF rotation) and their variants; videos carry `posterUrl` once a poster is stored.
 */
export const MediaUploadResponseSchema = z.object({
  url: z.string(),
  publicId: z.string(),
  contentType: z.string(),
  /** Bytes stored (an image is re-encoded without metadata, so it may differ from what was sent). */
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(ImageVariantSchema).optional(),
  posterUrl: z.string().optional(),
});
export type MediaUploadResponse = z.infer<typeof MediaUploadResponseSchema>;

/**
 * POST /api/admin/uploads: asks for a short-lived URL to send one file to directly (a video of any
 * size up to the limit). `contentType` and `size` are what the browser's File says; the server
 * still decides the type from the bytes when the upload is completed.
 */
export const CreateUploadRequestSchema = z.object({
  contentType: z.string().trim().min(1).max(100),
  size: z.number().int().positive(),
});
export type CreateUploadRequest = z.infer<typeof CreateUploadRequestSchema>;

/**
 * The answer: send the file's bytes with `PUT uploadUrl` (body = the file, header
 * `Content-Type: contentType`) before `expiresAt`, then call POST /api/admin/uploads/{uploadId}/complete.
 * The URL follows Cloud Storage's resumable-upload protocol: an empty `PUT` whose `Content-Range` is
 * "bytes *" then "/{size}" asks how much has arrived (308 with `Range`, or 200/201 when complete).
 */
export const UploadSessionSchema = z.object({
  uploadId: z.string(),
  uploadUrl: z.string(),
  expiresAt: z.string(),
});
export type UploadSession = z.infer<typeof UploadSessionSchema>;

/** POST /api/admin/upload-media/poster?videoPublicId=...: the video (an upload's publicId) the poster is of. */
export const PosterUploadQuerySchema = z.strictObject({
  videoPublicId: z.string().trim().min(1).max(500),
});
export type PosterUploadQuery = z.infer<typeof PosterUploadQuerySchema>;

/** The path of POST /api/admin/uploads/{uploadId}/complete. */
export const UploadIdPathSchema = z.strictObject({
  uploadId: z.string().max(100),
});
