/** How the console names ad types and placements (admin-and-api.md §2), and their badges. */
import type { AdPlacement, AdType } from '@contract';
import { Chip } from '@mui/material';

export const AD_TYPE_LABELS: Record<AdType, string> = { banner: 'Banner', sidebar: 'Sidebar', inline: 'Inline', popup: 'Popup', native: 'Native' };
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = { homepage: 'Home Page', article: 'Article Page', category: 'Category Page' };

export function AdTypeChip({ type }: { type: AdType }) {
  return <Chip size="small" color="secondary" variant="outlined" label={AD_TYPE_LABELS[type] ?? type} />;
}

export function AdPlacementChip({ placement }: { placement: AdPlacement }) {
  return <Chip size="small" variant="outlined" label={AD_PLACEMENT_LABELS[placement] ?? placement} />;
}

/** "7 words (recommended 5-8)": the spec's guidance as helper text. */
export function wordHint(value: string | undefined, [min, max]: readonly [number, number]): string {
  const n = (value ?? '').trim().split(/\s+/).filter(Boolean).length;
  return `${n} word${n === 1 ? '' : 's'} (recommended ${min}-${max})`;
}
