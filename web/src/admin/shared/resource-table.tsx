/**
 * The frame of the console's resource lists (articles, languages, ads, API keys, Telegram
 * channels): the header row, skeleton rows while the list loads, one centred row when it is empty,
 * then the caller's rows. Each list keeps its own columns, rows and empty-state wording.
 */
import { Box, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface Column {
  label: string;
  /** e.g. a `display` that hides the column on phones. */
  sx?: SxProps<Theme>;
  align?: 'right';
}

interface ResourceTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column[];
  loading: boolean;
  skeletonRows: number;
  /** Lets a test count the skeleton rows. */
  skeletonTestId?: string;
  /**
   * What the one row of an empty list says; nothing (false, undefined) while the list has rows.
   * Plain text is shown muted; elements (a heading and a button...) bring their own styles.
   */
  empty?: ReactNode;
  /** Inside a {@link TableSection}: no frame of its own, and narrower cell padding on phones. */
  inSection?: boolean;
  children: ReactNode;
}

export function ResourceTable({ label, columns, loading, skeletonRows, skeletonTestId, empty, inSection, children }: ResourceTableProps) {
  const table = (
    <Table aria-label={label} sx={{ '& th, & td': { px: { xs: inSection ? 1 : 1.5, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} sx={c.sx} align={c.align}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {loading &&
          Array.from({ length: skeletonRows }, (_, i) => (
            <TableRow key={i} data-testid={skeletonTestId}>
              <TableCell colSpan={columns.length}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {empty && (
          <TableRow>
            <TableCell colSpan={columns.length} align="center" sx={typeof empty === 'string' ? { py: 5, color: 'text.secondary' } : { py: 5 }}>
              {empty}
            </TableCell>
          </TableRow>
        )}
        {children}
      </TableBody>
    </Table>
  );
  if (inSection) return table;
  return (
    <TableContainer component={Paper} variant="outlined">
      {table}
    </TableContainer>
  );
}

/** A titled, outlined section around a list, the title counting its rows once they are known; the table scrolls sideways inside it. */
export function TableSection({ title, count, children }: { title: string; count: number | undefined; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId}>
      <Box sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 1, sm: 1 } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
          {count === undefined ? '' : ` (${count})`}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Paper>
  );
}
