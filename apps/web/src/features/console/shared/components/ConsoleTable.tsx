import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

/** A cell's sx hiding it below `breakpoint`: a phone keeps the columns that say what a row is. */
export const shownFrom = (breakpoint: 'sm' | 'md') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });

interface Props {
  /** The table's name for screen readers, e.g. "Orders". */
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  stickyHeader?: boolean;
  sx?: SxProps<Theme>;
}

/** The console's compact table: a named table, a header row and the rows. */
export function ConsoleTable({ label, head, children, stickyHeader, sx }: Props) {
  return (
    <TableContainer sx={sx}>
      <Table size="small" stickyHeader={stickyHeader} aria-label={label}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
