import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../../components/ui/visuallyHidden';

/** A cell's sx hiding it below `breakpoint`: a phone keeps the columns that say what a row is. */
export const shownFrom = (breakpoint: 'sm' | 'md') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });

/** A header cell: its text, or the text with its alignment, the width it shows from, and whether only screen readers say it. */
export type Column = string | { label: string; align?: 'right'; from?: 'sm' | 'md'; hidden?: boolean };

interface Props {
  /** The table's name for screen readers, e.g. "Orders". */
  label: string;
  /** The header row, a cell a column; the rows' cells follow the same order. */
  columns: Column[];
  /** The rows. */
  children: ReactNode;
  stickyHeader?: boolean;
  sx?: SxProps<Theme>;
}

/** The console's compact table: a named table, a header row and the rows. */
export function ConsoleTable({ label, columns, children, stickyHeader, sx }: Props) {
  return (
    <TableContainer sx={sx}>
      <Table size="small" stickyHeader={stickyHeader} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const { label: text, align, from, hidden } = typeof column === 'string' ? { label: column } : column;
              return (
                <TableCell key={text} align={align} sx={from ? shownFrom(from) : undefined}>
                  {hidden ? (
                    <Box component="span" sx={visuallyHidden}>
                      {text}
                    </Box>
                  ) : (
                    text
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A person's cell: the name, and the email under it, wrapped anywhere so a long address keeps the table's width. */
export function PersonCell({ person, maxWidth }: { person: { name: string; email: string }; maxWidth: number }) {
  return (
    <TableCell sx={{ maxWidth }}>
      <Typography variant="body2">{person.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Typography>
    </TableCell>
  );
}
