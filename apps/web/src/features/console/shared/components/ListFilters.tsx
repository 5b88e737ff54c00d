import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ListAddress } from './listQuery';

export interface ListFiltersProps {
  /** The form's name, e.g. "Filter orders". */
  label: string;
  /** The search field's label; a list without a search leaves it out. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The filter the search field sets: `q` unless the list searches one field (the audit log, an admin's email). */
  searchKey?: string;
  searchType?: 'text' | 'email';
  /** The wide layout's columns: the search (when there is one), each field of `children`, the clear button. */
  columns: string;
  list: Pick<ListAddress<unknown>, 'params' | 'filtered' | 'invalid' | 'setFilter' | 'clearFilters'>;
  /** The list's other filters, each setting itself with `list.setFilter`. */
  children?: ReactNode;
}

/**
 * A console list's filter form: a search (if any) applied on Enter or on leaving the field, the list's own
 * filters, "Clear filters", and the message of a filter the address holds that the list refuses.
 * Give it `key={params.get(searchKey)}` so the search field follows Back and Forward.
 */
export function ListFilters({ label, searchLabel, searchPlaceholder, searchKey = 'q', searchType = 'text', columns, list, children }: ListFiltersProps) {
  const [search, setSearch] = useState(list.params.get(searchKey) ?? '');
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: columns }, alignItems: 'start' }}
      >
        {searchLabel ? (
          <TextField
            size="small"
            type={searchType}
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={() => list.setFilter(searchKey, search.trim())}
            // Enter applies the search itself: a form with other fields and no submit button (a select's
            // hidden input counts) is not submitted by Enter.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                list.setFilter(searchKey, search.trim());
              }
            }}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        ) : null}
        {children}
        <Button
          disabled={!list.filtered}
          onClick={() => {
            setSearch('');
            list.clearFilters();
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, height: 40 }}
        >
          Clear filters
        </Button>
      </Box>
      {list.invalid ? (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {list.invalid}
        </Typography>
      ) : null}
    </>
  );
}

interface FilterFieldProps {
  list: Pick<ListAddress<unknown>, 'params' | 'setFilter'>;
  /** The filter's key in the address. */
  name: string;
  label: string;
  /** A date or month field; without it a select of `children` (its MenuItems). */
  type?: 'date' | 'month';
  children?: ReactNode;
}

/** One filter of a console list, read from and written to the address. */
export function FilterField({ list, name, label, type, children }: FilterFieldProps) {
  return (
    <TextField
      size="small"
      select={!type}
      type={type}
      label={label}
      value={list.params.get(name) ?? ''}
      onChange={(event) => list.setFilter(name, event.target.value)}
      slotProps={type ? { inputLabel: { shrink: true } } : undefined}
    >
      {children}
    </TextField>
  );
}
