/**
 * A chart with its numbers (issue 30: every chart has them as a table for screen readers). The
 * table is always in the page: visually hidden under the chart (which screen readers skip), or
 * shown in its place with "Show as table".
 */
import TableChartIcon from '@mui/icons-material/TableChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: -1,
  padding: 0,
  border: 0,
} as const;

export interface ChartTable {
  /** Column headings: the first names the row (a day, a source...), the others its numbers. */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

export function ChartCard({
  title,
  note,
  table,
  chart,
  empty,
  testId,
}: {
  title: string;
  note?: ReactNode;
  table: ChartTable;
  chart: ReactNode;
  /** Shown instead of chart and table when there is nothing to draw. */
  empty?: string;
  testId?: string;
}) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const nothing = empty !== undefined && table.rows.length === 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, height: '100%', position: 'relative' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1, fontSize: { xs: 17, sm: 20 } }}>
          {title}
        </Typography>
        {!nothing && (
          <Button size="small" onClick={() => setAsTable((t) => !t)} startIcon={asTable ? <ShowChartIcon /> : <TableChartIcon />} aria-pressed={asTable}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </Stack>
      {note}
      {nothing ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <>
          {!asTable && (
            <Box aria-hidden sx={{ minWidth: 0 }}>
              {chart}
            </Box>
          )}
          <Box sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {table.columns.map((c, i) => (
                    <TableCell key={c} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700, px: { xs: 0.5, sm: 2 }, fontSize: { xs: 13, sm: 14 } }}>
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((r) => (
                  <TableRow key={r.key}>
                    {r.cells.map((cell, i) => (
                      <TableCell key={i} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} align={i === 0 ? 'left' : 'right'} sx={{ px: { xs: 0.5, sm: 2 }, fontSize: { xs: 13, sm: 14 }, overflowWrap: 'anywhere' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
