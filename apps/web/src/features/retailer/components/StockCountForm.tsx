import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { retailerStockBody, type RetailerStockWine } from '@wine/contract/retailer-stock';
import { FormTextField } from '../../../components/ui/FormTextField';
import { useContractForm } from '../../../lib/contractForm';
import { errorMessageOf } from '../../../lib/http';
import { useSnackbar } from '../../../lib/toast';
import { useSetWineStock } from '../api/retailerStock';

/** The count as typed, judged by the contract's rule (the server's own), its message after the field's name. */
const count = z.string().transform((text, context) => {
  const parsed = retailerStockBody.shape.stock.safeParse(text.trim() === '' ? Number.NaN : Number(text));
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', message: `Bottles ${parsed.error.issues[0]?.message ?? 'must be a whole number'}` });
  return z.NEVER;
});
const stockCountForm = z.object({ stock: count });

/** One wine's bottles on the shelf, changed and saved on its own (a correction in the audit log). */
export function StockCountForm({ wine }: { wine: RetailerStockWine }) {
  const { enqueueSnackbar } = useSnackbar();
  // Judged as it is typed, so a count that is no count says so at once.
  const form = useContractForm(stockCountForm, { stock: String(wine.stock) }, { mode: 'onChange' });
  const typed = count.safeParse(useWatch({ control: form.control, name: 'stock' }));
  const changed = typed.success && typed.data !== wine.stock;
  const save = useSetWineStock();

  const submit = form.handleSubmit(({ stock }) => {
    if (stock === wine.stock) return;
    save.mutate(
      { wineId: wine._id, stock },
      {
        onSuccess: (saved) => {
          form.reset({ stock: String(saved.stock) });
          enqueueSnackbar(`${saved.title}: ${saved.stock} in stock`, { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(errorMessageOf(error, 'The count could not be saved. Please try again.'), { variant: 'error' }),
      },
    );
  });

  return (
    <Stack component="form" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onSubmit={submit} noValidate>
      <FormTextField
        form={form}
        name="stock"
        id={`stock-${wine._id}`}
        label="Bottles in stock"
        size="small"
        hint=" "
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Bottles in stock of ${wine.title}` } }}
        sx={{ width: 150 }}
      />
      <Button type="submit" variant="outlined" disabled={!changed || save.isPending} aria-label={`Save the count of ${wine.title}`} sx={{ mt: 0.25 }}>
        Save
      </Button>
    </Stack>
  );
}
