import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { DownloadCsvButton } from '../../../../components/ui/DownloadCsvButton';
import type { Query } from '../../../../lib/http';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { ListFilters, type ListFiltersProps } from './ListFilters';
import type { ListAddress } from './listQuery';
import { ListBody } from './ListStates';
import { Pager } from './Pager';

/** One page of a console list as every list call answers it. */
export interface ListPageData {
  total: number;
}

interface Props<Q, D extends ListPageData> {
  title: string;
  intro: string;
  /** The page's own button beside the title, e.g. "New coupon" (a list with `csv` has that button there). */
  action?: ReactNode;
  /** The list's query in the page's address (`useListAddress`): filters and paging live there. */
  address: ListAddress<Q>;
  /** The list call, asked with `address.query`. */
  list: UseQueryResult<D>;
  /** "the coupons": named in the failure's message. */
  what: string;
  /** The rows of a page: none is the empty state. */
  rowsOf: (data: D) => readonly unknown[];
  /** The empty list's message, and the one when filters leave nothing (defaults to the first). */
  empty: string;
  emptyFiltered?: string;
  /** The filter form; a list without filters leaves it out. */
  filters?: Omit<ListFiltersProps, 'list'>;
  /** Shown between the filters and the list, e.g. a filter the form has no field for. */
  filterNote?: ReactNode;
  /** "Download CSV" beside the title: the export of the list with the filters on screen. */
  csv?: { path: string; fileName: string };
  loading?: { rows?: number; height?: number };
  /** Tables sit in an outlined frame with the pager inside it; cards stand free with the pager below. */
  framed?: boolean;
  /** Drawn above the rows, inside the frame (e.g. how many match). */
  header?: (data: D) => ReactNode;
  children: (data: D) => ReactNode;
}

/**
 * A console list page: its title, the filter form and "Download CSV" bound to the address, then the
 * list's loading, failure, empty state or rows with their pager.
 */
export function ConsoleListPage<Q extends Query & { skip?: number; limit?: number }, D extends ListPageData>({
  title,
  intro,
  action,
  address,
  list,
  what,
  rowsOf,
  empty,
  emptyFiltered = empty,
  filters,
  filterNote,
  csv,
  loading,
  framed = false,
  header,
  children,
}: Props<Q, D>) {
  useDocumentTitle(`${title} | Sommlike admin`);
  const download = csv ? <DownloadCsvButton path={csv.path} query={address.filters} fileName={csv.fileName} disabled={address.invalid !== null} /> : null;
  return (
    <>
      <PageTitle
        title={title}
        intro={intro}
        action={action ?? download}
      />
      {filters ? <ListFilters key={address.params.get(filters.searchKey ?? 'q') ?? ''} {...filters} list={address} /> : null}
      {filterNote}
      <ListBody query={list} what={what} loading={loading} isEmpty={(data) => rowsOf(data).length === 0} empty={address.filtered ? emptyFiltered : empty}>
        {(data) => {
          const pager = <Pager total={data.total} skip={address.skip} limit={address.limit} onChange={address.setPage} />;
          return framed ? (
            <Paper variant="outlined">
              {header?.(data)}
              {children(data)}
              <Stack>{pager}</Stack>
            </Paper>
          ) : (
            <>
              {header?.(data)}
              {children(data)}
              {pager}
            </>
          );
        }}
      </ListBody>
    </>
  );
}
