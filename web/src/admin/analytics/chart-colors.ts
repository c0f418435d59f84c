/**
 * The charts' series colours from the console's theme (MUI X's own palette otherwise): the first
 * series (page views, impressions) in the primary colour, the second (visitors, clicks) in the
 * secondary one, as the rest of the console draws them.
 */
import { useTheme } from '@mui/material/styles';

export function useChartColors(): { first: string; second: string } {
  const { palette } = useTheme();
  return { first: palette.primary.main, second: palette.secondary.main };
}
