/**
 * An article's image and video as stored: when the console names a server upload (its publicId),
 * the URL, the image's size and variants and the video's poster are copied from the upload's
 * record, never taken from the client. Anything else (an image given by URL, the seed's `seed/...`
 * ids) is stored as sent, without those facts.
 */
import type { ArticleChanges, ArticleDoc, ImageMetaDoc, MediaDoc, MediaRecords } from '../data/index.js';
import { BadRequestError } from '../errors.js';
import { MEDIA_MESSAGES } from './media-service.js';
import { UPLOAD_NAME, type MediaKind } from './media-types.js';

export interface ArticleMediaInput {
  imageUrl?: string | null;
  imagePublicId?: string | null;
  videoUrl?: string | null;
  videoPublicId?: string | null;
}

export type ArticleMediaFields = Pick<ArticleChanges, 'imageUrl' | 'imagePublicId' | 'imageMeta' | 'videoUrl' | 'videoPublicId' | 'videoPosterUrl'>;

const isUpload = (id: string | null | undefined): id is string => typeof id === 'string' && UPLOAD_NAME.test(id);

/** The server uploads a save names, whose records it reads (in one read, in its transaction). */
export function uploadIdsOf(input: ArticleMediaInput): string[] {
  return [input.imagePublicId, input.videoPublicId].filter(isUpload);
}

/**
 * The media fields a save stores: for a slot the body names, its id, URL and copied facts; a slot
 * the body leaves out stays as it is (unless only its URL changes: then it is an image or video
 * given by URL, without an id). Clearing an upload's id clears what was copied from it.
 */
export function resolveArticleMedia(input: ArticleMediaInput, current: ArticleDoc | null, records: MediaRecords): ArticleMediaFields {
  const image = resolveSlot('image', input.imagePublicId, input.imageUrl, current && { id: current.imagePublicId, url: current.imageUrl }, records);
  const video = resolveSlot('video', input.videoPublicId, input.videoUrl, current && { id: current.videoPublicId, url: current.videoUrl }, records);
  const out: ArticleMediaFields = {};
  if (image) Object.assign(out, { imagePublicId: image.id, imageUrl: image.url, imageMeta: image.record ? imageMetaOf(image.record) : null });
  if (video) Object.assign(out, { videoPublicId: video.id, videoUrl: video.url, videoPosterUrl: video.record?.posterUrl ?? null });
  return out;
}

function resolveSlot(
  kind: MediaKind,
  id: string | null | undefined,
  url: string | null | undefined,
  current: { id: string | null; url: string | null } | null,
  records: MediaRecords,
): { id: string | null; url: string | null; record: MediaDoc | null } | null {
  const field = `article.${kind}PublicId`;
  if (id !== undefined) {
    if (isUpload(id)) {
      const record = records.get(id);
      if (!record) throw invalid(field, MEDIA_MESSAGES.noSuchUpload);
      if (record.kind !== kind) throw invalid(field, `${id} is ${record.kind === 'image' ? 'an image' : 'a video'}, not ${kind === 'image' ? 'an image' : 'a video'}`, `not ${kind === 'image' ? 'an image' : 'a video'}`);
      return { id, url: record.url, record };
    }
    // Cleared, or not a server upload: the URL is the client's. An upload's URL goes with its id.
    const keptUrl = url !== undefined ? url : current && !isUpload(current.id) ? current.url : null;
    return { id, url: keptUrl, record: null };
  }
  if (url === undefined || (current && url === current.url)) return null;
  return { id: null, url, record: null };
}

/** An article's image facts as the reader's and the console's article shapes carry them. */
export function imageFactsOf(doc: Pick<ArticleDoc, 'imageMeta'>): { imageWidth: number | null; imageHeight: number | null; imageVariants: ImageMetaDoc['variants'] } {
  return { imageWidth: doc.imageMeta?.width ?? null, imageHeight: doc.imageMeta?.height ?? null, imageVariants: doc.imageMeta?.variants ?? [] };
}

function imageMetaOf(record: MediaDoc): ImageMetaDoc {
  return { width: record.width ?? 0, height: record.height ?? 0, variants: record.variants ?? [] };
}

function invalid(field: string, problem: string, reason = problem): BadRequestError {
  return new BadRequestError(`Invalid body parameter '${field}': ${problem}`, field, reason);
}
