import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { wineField } from '@wine/contract/admin/wines';
import type { RetailerStockWine } from '@wine/contract/retailer-stock';
import { errorMessageOf } from '../../../lib/http';
import { useSnackbar } from '../../../lib/toast';
import { useSetWineStock } from '../api/retailerStock';

/** The count as typed, judged by the contract's rule (the server's own): a message, or the number. */
function countOf(text: string): { count: number } | { problem: string } {
  const parsed = wineField.stock.safeParse(text.trim() === '' ? Number.NaN : Number(text));
  return parsed.success ? { count: parsed.data } : { problem: `Bottles ${parsed.error.issues[0]?.message ?? 'must be a whole number'}` };
}

/** One wine's bottles on the shelf, changed and saved on its own (a correction in the audit log). */
export function StockCountForm({ wine }: { wine: RetailerStockWine }) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(String(wine.stock));
  const [touched, setTouched] = useState(false);
  const save = useSetWineStock();
  const judged = countOf(text);
  const changed = 'count' in judged && judged.count !== wine.stock;
  const problem = touched && 'problem' in judged ? judged.problem : null;
  const inputId = `stock-${wine._id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!('count' in judged) || !changed) return;
    save.mutate(
      { wineId: wine._id, stock: judged.count },
      {
        onSuccess: (saved) => {
          setText(String(saved.stock));
          setTouched(false);
          enqueueSnackbar(`${saved.title}: ${saved.stock} in stock`, { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(errorMessageOf(error, 'The count could not be saved. Please try again.'), { variant: 'error' }),
      },
    );
  };

  return (
    <Stack component="form" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={submit} noValidate>
      <TextField
        id={inputId}
        label="Bottles in stock"
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Bottles in stock of ${wine.title}` } }}
        sx={{ width: 150 }}
      />
      <Button type="submit" variant="outlined" disabled={!changed || save.isPending} aria-label={`Save the count of ${wine.title}`} sx={{ mt: 0.25 }}>
        Save
      </Button>
    </Stack>
  );
}
