/**
 * The ad's optional image (admin-and-api.md §2: upload with a preview; recommended sizes banner
 * 728x90, sidebar 300x250, square 250x250): the console's shared upload control, images only,
 * with the ads screen's failure alert "Failed to upload image. Please try again.".
 */
import { MediaUploadField } from '../shared/media-upload-field';

export const AD_IMAGE_SIZES_HINT = 'Optional, up to 10MB. Recommended sizes: banner 728x90, sidebar 300x250, square 250x250.';

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
  return (
    <MediaUploadField
      kind="image"
      label="Image"
      value={value}
      // The preview shows the image itself: ad images are small, and it is what the ad's HTML names.
      onChange={(v) => onChange(v && { url: v.url, publicId: v.publicId, width: v.width, height: v.height })}
      onBusyChange={onBusyChange}
      failureMessage="Failed to upload image. Please try again."
      helperText={AD_IMAGE_SIZES_HINT}
    />
  );
}
