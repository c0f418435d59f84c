/**
 * The ad's optional image (admin-and-api.md §2: upload with a preview; recommended sizes banner
 * 728x90, sidebar 300x250, square 250x250).
 *
 * For now it shows the current image and a plain "Image URL" field, so the screen works. When the
 * console's shared upload control lands, this body becomes
 *   <MediaUploadField kind="image" label="Image" value={value} onChange={onChange}
 *     onBusyChange={onBusyChange} failureMessage="Failed to upload image. Please try again."
 *     helperText={AD_IMAGE_SIZES_HINT} />
 * (web/src/admin/shared/media-upload-field.tsx); these props stay as they are.
 */
import { isSafeUrl } from '@contract/safe-url';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';

export const AD_IMAGE_SIZES_HINT = 'Optional. Recommended sizes: banner 728x90, sidebar 300x250, square 250x250.';

export interface AdImageValue {
  url: string;
  publicId: string | null;
  width?: number;
  height?: number;
}

export interface AdImageFieldProps {
  value: { url: string; publicId: string | null } | null;
  onChange(value: AdImageValue | null): void;
  /** True while an upload runs (the dialog holds its submit until it ends). */
  onBusyChange?(busy: boolean): void;
}

export function AdImageField({ value, onChange, onBusyChange }: AdImageFieldProps) {
  // Nothing uploads here yet, so the field is never busy.
  useEffect(() => onBusyChange?.(false), [onBusyChange]);
  const url = value?.url ?? '';
  return (
    <Stack spacing={1}>
      {url && isSafeUrl(url) && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'grey.50', maxWidth: 360 }}>
          <Box component="img" src={url} alt="Image preview" data-testid="ad-image-preview" sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, mx: 'auto' }} />
        </Box>
      )}
      <TextField
        label="Image URL"
        fullWidth
        value={url}
        // A typed address names no upload: its publicId is cleared.
        onChange={(e) => onChange(e.target.value.trim() ? { url: e.target.value, publicId: null } : null)}
        helperText={AD_IMAGE_SIZES_HINT}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' } }}
      />
      {value?.publicId && (
        <Typography variant="caption" color="text.secondary">
          Uploaded file: {value.publicId}
        </Typography>
      )}
    </Stack>
  );
}
