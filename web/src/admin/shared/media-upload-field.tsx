/**
 * An image or video upload in a console form (admin-and-api.md §2, §4, §8): choose a file, watch
 * a progress bar of the bytes really sent (the file input is disabled meanwhile, and the upload
 * can be cancelled), then see a preview with "Replace" and "Remove". A video also gets a poster:
 * its first frame, drawn here and stored beside it, which the reader site shows as its thumbnail.
 *
 * The spec's refusals ("Please select an image or video file", "File size must be less than
 * {n}MB") are said before anything is sent; a failed upload shows the screen's alert
 * (`failureMessage`) with the server's reason under it.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../api/request';
import { useToast } from '../../shared/toast';
import { ACCEPTED_TYPES, checkFile, posterFromVideo, uploadMedia, uploadPoster, type MediaKind, type UploadProgress } from '../api/media';

export interface MediaValue {
  url: string;
  publicId: string | null;
  width?: number;
  height?: number;
  /** A small copy to preview (an image's narrowest variant), else `url` is shown. */
  previewUrl?: string;
  /** A video's poster, when one is stored. */
  posterUrl?: string | null;
}

export interface MediaUploadFieldProps {
  kind: MediaKind;
  /** What the field is, e.g. "Featured image"; names the buttons and the progress bar. */
  label: string;
  value: MediaValue | null;
  onChange(value: MediaValue | null): void;
  /** The screen's alert for a failed upload ("Upload failed. Please try again." / "Failed to upload image. Please try again."). */
  failureMessage: string;
  /** Told while an upload runs, so the form can hold its save button. */
  onBusyChange?(busy: boolean): void;
  disabled?: boolean;
  helperText?: string;
}

type State = { phase: 'idle' } | { phase: 'sending'; progress: UploadProgress } | { phase: 'finishing' } | { phase: 'failed'; message: string; detail?: string };

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

export function MediaUploadField({ kind, label, value, onChange, failureMessage, onBusyChange, disabled, helperText }: MediaUploadFieldProps) {
  const { toast } = useToast();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const busy = state.phase === 'sending' || state.phase === 'finishing';
  const noun = kind === 'image' ? 'image' : 'video';

  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  useEffect(() => busyChange.current?.(busy), [busy]);
  // Closing the form stops its upload.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    const refused = checkFile(file, [kind]);
    if (refused) return setState({ phase: 'failed', message: refused });
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'sending', progress: { sent: 0, total: file.size } });
    // The poster is drawn while the video travels.
    const poster = kind === 'video' ? posterFromVideo(file) : null;
    try {
      const stored = await uploadMedia(file, {
        signal: controller.signal,
        onProgress: (progress) => setState(progress.sent >= progress.total ? { phase: 'finishing' } : { phase: 'sending', progress }),
      });
      setState({ phase: 'finishing' });
      let posterUrl: string | null = null;
      const frame = await poster;
      if (frame) posterUrl = await uploadPoster(stored.publicId, frame, { signal: controller.signal }).then((p) => p.url, () => null);
      onChange({
        url: stored.url,
        publicId: stored.publicId,
        width: stored.width,
        height: stored.height,
        previewUrl: stored.variants?.[0]?.url,
        ...(kind === 'video' && { posterUrl }),
      });
      setState({ phase: 'idle' });
      toast({ title: kind === 'image' ? 'Image uploaded successfully!' : 'Video uploaded successfully!' });
    } catch (err) {
      if (controller.signal.aborted) return setState({ phase: 'idle' });
      setState({ phase: 'failed', message: failureMessage, detail: err instanceof ApiError ? err.serverMessage : undefined });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires again.
    e.target.value = '';
    if (file) void upload(file);
  };

  const percent = state.phase === 'sending' ? Math.floor((state.progress.sent / Math.max(1, state.progress.total)) * 100) : 100;

  return (
    <Box role="group" aria-label={`${label} upload`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }} aria-hidden>
        {label}
      </Typography>
      {value && !busy && <Preview kind={kind} value={value} label={label} />}
      {busy && (
        <Box sx={{ my: 1 }}>
          <LinearProgress
            variant={state.phase === 'sending' ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={`Uploading ${label}`}
            aria-valuetext={state.phase === 'sending' ? `${percent}%` : 'Finishing'}
          />
          <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mt: 0.5 }}>
            {state.phase === 'sending'
              ? `Uploading... ${percent}% (${megabytes(state.progress.sent)} of ${megabytes(state.progress.total)})`
              : kind === 'video'
                ? 'Checking the video and making its poster...'
                : 'Processing the image...'}
          </Typography>
        </Box>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" sx={{ my: 1 }} onClose={() => setState({ phase: 'idle' })}>
          {state.message}
          {state.detail && state.detail !== state.message && (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {state.detail}
            </Typography>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />} disabled={busy || disabled}>
          {value ? `Replace ${noun}` : `Choose ${noun}`}
          <input type="file" hidden accept={ACCEPTED_TYPES[kind]} disabled={busy || disabled} onChange={chosen} aria-label={label} />
        </Button>
        {busy && (
          <Button onClick={() => abort.current?.abort()} color="inherit">
            Cancel upload
          </Button>
        )}
        {value && !busy && (
          <Button color="error" onClick={() => onChange(null)} disabled={disabled}>
            Remove {noun}
          </Button>
        )}
      </Stack>
      <FormHelperText>{helperText ?? `Up to ${kind === 'image' ? '10MB: PNG, JPEG, WebP or GIF' : '100MB: MP4 or WebM'}`}</FormHelperText>
    </Box>
  );
}

function Preview({ kind, value, label }: { kind: MediaKind; value: MediaValue; label: string }) {
  const style = { display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: '4px' } as const;
  return kind === 'image' ? (
    <Box component="img" src={value.previewUrl ?? value.url} alt={`Preview: ${label}`} sx={style} />
  ) : (
    <Box component="video" src={value.url} poster={value.posterUrl ?? undefined} controls muted preload="metadata" aria-label={`Preview: ${label}`} sx={style} />
  );
}
