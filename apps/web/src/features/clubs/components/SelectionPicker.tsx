import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SelectionWine } from '@wine/contract/clubs';
import { formatPrice } from '@wine/contract/money';
import { ActionError } from '../../../components/ui/ActionError';
import { PagedCardList } from '../../../components/ui/PagedCardList';
import { SearchField } from '../../../components/ui/SearchField';
import { clubDay } from '../../../lib/clubs';
import { errorMessageOf } from '../../../lib/http';
import { useDebounced } from '../../../lib/useDebounced';
import { SELECTION_PAGE_SIZE, useSelectionSheet, useSetSelection } from '../api';

/** The most bottles of one wine a box holds (the selection's own limit). */
const BOTTLES_OF_ONE_MAX = 12;

interface Line {
  wine: SelectionWine;
  quantity: number;
}

/**
 * The sommelier picks a box from the partner's shelf before the cut-off: the box so far, then the
 * shelf a page at a time, searched by title (a retailer holds thousands of wines), and whether the
 * stock covers every active member.
 */
export function SelectionPicker({ clubId, cycleId }: { clubId: string; cycleId: string }) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const [paged, setPaged] = useState({ search: '', page: 0 });
  // A new search starts at its first page.
  const page = paged.search === settled ? paged.page : 0;
  const sheet = useSelectionSheet(clubId, cycleId, settled, page);
  const save = useSetSelection(clubId, cycleId);
  /** The box as changed here, whichever pages its wines were picked on; null: as saved. */
  const [edited, setEdited] = useState<ReadonlyMap<string, Line> | null>(null);
  if (sheet.isError && !sheet.data) return <Alert severity="error">{errorMessageOf(sheet.error, 'Could not load the selection. Please try again.')}</Alert>;
  if (!sheet.data) return null;
  const { data } = sheet;
  const box = edited ?? new Map(data.picked.map((wine) => [wine._id, { wine, quantity: wine.picked }]));
  const lines = [...box.values()];
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const short = lines.filter((line) => line.quantity * data.activeMembers > line.wine.stock);
  const setQuantity = (wine: SelectionWine, quantity: number) => {
    const next = new Map(box);
    if (quantity > 0) next.set(wine._id, { wine, quantity });
    else next.delete(wine._id);
    setEdited(next);
  };
  return (
    <Stack spacing={1.5} aria-label={`Selection of box ${data.cycle.number}`}>
      <Typography>
        Box {data.cycle.number}: pick {data.bottles} bottles before {clubDay(data.cycle.cutoffAt)} for {data.activeMembers} active{' '}
        {data.activeMembers === 1 ? 'member' : 'members'}. {total} of {data.bottles} picked.
      </Typography>
      {data.shopValue ? <Typography variant="body2">Worth {formatPrice(data.shopValue)} at the shop.</Typography> : null}
      {lines.length > 0 ? (
        <Paper variant="outlined" component="section" aria-label="In this box" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            In this box
          </Typography>
          {lines.map(({ wine, quantity }) => (
            <Stack key={wine._id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {quantity} × {wine.title}
              </Typography>
              <Button size="small" onClick={() => setQuantity(wine, 0)} aria-label={`Take ${wine.title} out of the box`} sx={{ flexShrink: 0 }}>
                Remove
              </Button>
            </Stack>
          ))}
        </Paper>
      ) : null}
      <SearchField label="Search the partner's wines" placeholder="Part of a title" value={search} onChange={setSearch} sx={{ width: { xs: '100%', sm: 360 } }} />
      <PagedCardList
        list={sheet}
        noun="wine"
        loading={{ rows: 3, height: 64 }}
        empty={settled ? `No wine of the partner's on sale matches "${settled}".` : 'The partner has no wines on sale.'}
        pageSize={SELECTION_PAGE_SIZE}
        page={page}
        onPage={(next) => setPaged({ search: settled, page: next })}
      >
        {(shelf) =>
          shelf.wines.map((wine) => (
            <Paper key={wine._id} variant="outlined" component="article" aria-label={wine.title} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{wine.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatPrice(wine.price)} · {wine.stock} in stock
                  </Typography>
                </Box>
                <TextField
                  type="number"
                  size="small"
                  label="Bottles"
                  value={box.get(wine._id)?.quantity ?? 0}
                  onChange={(event) => setQuantity(wine, Math.min(BOTTLES_OF_ONE_MAX, Math.max(0, Math.floor(Number(event.target.value)) || 0)))}
                  slotProps={{ htmlInput: { min: 0, max: BOTTLES_OF_ONE_MAX, 'aria-label': `Bottles of ${wine.title}` } }}
                  sx={{ width: 88, flexShrink: 0 }}
                />
              </Stack>
            </Paper>
          ))
        }
      </PagedCardList>
      {total > 0 ? (
        short.length > 0 ? (
          <Alert severity="warning">Not enough bottles for every member: {short.map((line) => line.wine.title).join(', ')}.</Alert>
        ) : (
          <Alert severity="success">The partner's stock covers every member.</Alert>
        )
      ) : null}
      <ActionError action={save} />
      <Button
        variant="contained"
        disabled={save.isPending || total !== data.bottles}
        onClick={() =>
          save.mutate(
            lines.map((line) => ({ catalogueId: line.wine._id, quantity: line.quantity })),
            // The hook's own onSuccess has asked the sheet again by then: the box is the saved one.
            { onSuccess: () => setEdited(null) },
          )
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Save the selection
      </Button>
    </Stack>
  );
}
