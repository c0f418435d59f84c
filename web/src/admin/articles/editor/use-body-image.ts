/**
 * An image for the article body through the console's media pipeline (POST /api/admin/upload-media,
 * with the bytes really sent as progress): the stored picture is inserted with its width and
 * height, so the reader's page does not shift as it loads, from the variant that fits an
 * article's column. The caller asks for the alt text before inserting.
 */
import type { MediaUploadResponse } from '@contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/request';
import { checkFile, uploadMedia } from '../../api/media';

/** Wide enough for the article column on a sharp screen; larger originals are not sent to readers. */
const BODY_WIDTH = 1600;

export interface BodyImage {
  src: string;
  width: number | null;
  height: number | null;
}

export function bodyImageOf(stored: MediaUploadResponse): BodyImage {
  const variants = [...(stored.variants ?? [])].sort((a, b) => a.width - b.width);
  const fit = variants.filter((v) => v.width <= BODY_WIDTH).at(-1);
  if (fit && (stored.width ?? 0) > BODY_WIDTH) return { src: fit.url, width: fit.width, height: fit.height };
  return { src: stored.url, width: stored.width ?? null, height: stored.height ?? null };
}

export type UploadState = { phase: 'idle' } | { phase: 'sending'; percent: number } | { phase: 'failed'; message: string };

export function useBodyImage(onBusyChange?: (busy: boolean) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [uploaded, setUploaded] = useState<BodyImage | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = state.phase === 'sending';
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  useEffect(() => busyChange.current?.(busy), [busy]);
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    const refused = checkFile(file, ['image']);
    if (refused) return setState({ phase: 'failed', message: refused });
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'sending', percent: 0 });
    try {
      const stored = await uploadMedia(file, {
        signal: controller.signal,
        onProgress: ({ sent, total }) => setState({ phase: 'sending', percent: Math.floor((sent / Math.max(1, total)) * 100) }),
      });
      setState({ phase: 'idle' });
      setUploaded(bodyImageOf(stored));
    } catch (err) {
      if (controller.signal.aborted) return setState({ phase: 'idle' });
      const detail = err instanceof ApiError ? err.serverMessage : undefined;
      setState({ phase: 'failed', message: `Failed to upload image. Please try again.${detail ? ` ${detail}` : ''}` });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  return {
    state,
    busy,
    upload,
    cancel: () => abort.current?.abort(),
    dismiss: () => setState({ phase: 'idle' }),
    /** The stored image waiting for its alt text. */
    uploaded,
    done: () => setUploaded(null),
  };
}
