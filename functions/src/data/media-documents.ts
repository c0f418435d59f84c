/** The stored shape of uploads and direct-upload sessions (collections named in documents.ts). */
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * One stored upload, written when its files are stored. Articles copy `url` and the image facts
 * (or the video's poster) from here when they are saved, so no client can make them up.
 */
export interface MediaDoc {
  /** The object's name, `uploads/yyyy/mm/{uuid}.{ext}`; the document id is the uuid. */
  publicId: string;
  kind: 'image' | 'video';
  /** Detected from the bytes. */
  contentType: string;
  /** Bytes stored. */
  size: number;
  url: string;
  createdAt: Timestamp;
  /**
   * When the sweep should check whether anything uses it (createdAt + 48 h); null once it was
   * found in use (from then on only the cleanup triggers remove it). Absent means null.
   */
  sweepAfter?: Timestamp | null;
  /** Images: size in pixels (after EXIF rotation) and WebP variants, narrowest first. */
  width?: number;
  height?: number;
  variants?: { width: number; height: number; url: string }[];
  /** Videos: the poster (first frame) stored beside it, null until the console sends one. */
  posterPublicId?: string | null;
  posterUrl?: string | null;
}

export type MediaUploadState = 'open' | 'completing' | 'completed' | 'failed';

/** A direct upload: the browser PUTs the file to `uploadUrl`, then asks the API to complete it. */
export interface MediaUploadDoc {
  uploadId: string;
  /** Where the bytes arrive (`incoming/{uploadId}`): private, never served. */
  objectName: string;
  uploadUrl: string;
  /** What the browser declared (the type is decided again from the bytes at completion). */
  contentType: string;
  size: number;
  /** The administrator who opened it. */
  uid: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  state: MediaUploadState;
  /** While completing: since when (a claim older than a lease may be taken over) and the name it stores to. */
  claimedAt?: Timestamp | null;
  targetStem?: string | null;
  /** Once completed: the upload it became. */
  publicId?: string | null;
  /** Once refused at completion: the answer a retry gets again (the object is gone by then). */
  failure?: { status: number; message: string; field?: string; reason?: string } | null;
}
