import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';

export const PAGE_SIZES = [20, 50, 100];

interface Props {
  total: number;
  skip: number;
  limit: number;
  onChange: (page: { skip: number; limit: number }) => void;
}

/** Pages of a console list (skip/limit on the wire). */
export function Pager({ total, skip, limit, onChange }: Props) {
  if (total <= PAGE_SIZES[0]!) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.floor(skip / limit)}
      rowsPerPage={limit}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, page) => onChange({ skip: page * limit, limit })}
      onRowsPerPageChange={(event) => onChange({ skip: 0, limit: Number(event.target.value) })}
    />
  );
}

/** A list's page, back to the first whenever its filters (`key`) change: a page past the new results would show none. */
export function usePageOf(key: string) {
  const [paging, setPaging] = useState({ key, skip: 0, limit: PAGE_SIZES[0]! });
  const page = { skip: paging.key === key ? paging.skip : 0, limit: paging.limit };
  return [page, (next: { skip: number; limit: number }) => setPaging({ key, ...next })] as const;
}
