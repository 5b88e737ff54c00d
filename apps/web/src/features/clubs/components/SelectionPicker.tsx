import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@wine/contract/money';
import { ActionError } from '../../../components/ui/ActionError';
import { clubDay } from '../../../lib/clubs';
import { useSelectionSheet, useSetSelection } from '../api';

/** The sommelier picks a box from the partner's stock before the cut-off, seeing whether the stock covers every active member. */
export function SelectionPicker({ clubId, cycleId }: { clubId: string; cycleId: string }) {
  const sheet = useSelectionSheet(clubId, cycleId);
  const save = useSetSelection(clubId, cycleId);
  const [counts, setCounts] = useState<Record<string, number>>({});
  if (!sheet.data) return null;
  const { data } = sheet;
  const countOf = (wineId: string, picked: number) => counts[wineId] ?? picked;
  const total = data.wines.reduce((sum, wine) => sum + countOf(wine._id, wine.picked), 0);
  const short = data.wines.filter((wine) => countOf(wine._id, wine.picked) * data.activeMembers > wine.stock);
  return (
    <Stack spacing={1.5} aria-label={`Selection of box ${data.cycle.number}`}>
      <Typography>
        Box {data.cycle.number}: pick {data.bottles} bottles before {clubDay(data.cycle.cutoffAt)} for {data.activeMembers} active{' '}
        {data.activeMembers === 1 ? 'member' : 'members'}. {total} of {data.bottles} picked.
      </Typography>
      {data.shopValue ? <Typography variant="body2">Worth {formatPrice(data.shopValue)} at the shop.</Typography> : null}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Wine</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Bottles a box</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.wines.map((wine) => (
            <TableRow key={wine._id}>
              <TableCell>{wine.title}</TableCell>
              <TableCell align="right">{formatPrice(wine.price)}</TableCell>
              <TableCell align="right">{wine.stock}</TableCell>
              <TableCell align="right">
                <TextField
                  type="number"
                  size="small"
                  value={countOf(wine._id, wine.picked)}
                  onChange={(event) => setCounts((current) => ({ ...current, [wine._id]: Math.max(0, Number(event.target.value) || 0) }))}
                  slotProps={{ htmlInput: { min: 0, max: 12, 'aria-label': `Bottles of ${wine.title}` } }}
                  sx={{ width: 80 }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > 0 ? (
        short.length > 0 ? (
          <Alert severity="warning">Not enough bottles for every member: {short.map((wine) => wine.title).join(', ')}.</Alert>
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
            data.wines.map((wine) => ({ catalogueId: wine._id, quantity: countOf(wine._id, wine.picked) })).filter((line) => line.quantity > 0),
          )
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Save the selection
      </Button>
    </Stack>
  );
}
