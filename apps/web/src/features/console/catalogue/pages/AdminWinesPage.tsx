import { useState } from 'react';
import { useSnackbar } from '../../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { ADMIN_LIST_TOTAL_CAP } from '@wine/contract/admin/shared';
import { WINE_STATUSES } from '@wine/contract/admin/wines';
import type { Wine } from '@wine/contract/catalogue';
import { formatCount, formatMoney, parsePrice } from '@wine/contract/money';
import { WineImage } from '../../../../components/ui/WineImage';
import { errorMessageOf } from '../../../../lib/http';
import { useDebounced } from '../../../../lib/useDebounced';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useRetailerChoices } from '../../shared/api/catalogueRetailers';
import { useAdminWine, useAdminWines, useSaveAdminWine, type SaveWineInput } from '../api/wines';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { AdminWineFormDialog } from '../components/AdminWineFormDialog';
import { AdminWineImportDialog } from '../components/AdminWineImportDialog';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { ListBody } from '../../shared/components/ListStates';
import { SearchField } from '../../../../components/ui/SearchField';
import { NewRecordButton, useActiveSwitch } from '../../shared/components/recordEditor';
import { ActiveChip, RecordList, RowActions } from '../../shared/components/recordRows';
import { Pager, usePageOf } from '../../shared/components/Pager';

const TITLE = 'Wines';
type Status = (typeof WINE_STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { all: 'All wines', active: 'Active', inactive: 'Inactive' };

function WineRow({ wine, retailerName, busy, onEdit, onToggle }: { wine: Wine; retailerName: string; busy: boolean; onEdit: () => void; onToggle: () => void }) {
  const product = wine.customData.product;
  const cents = parsePrice(wine.price);
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      <Box sx={{ flexShrink: 0 }}>
        <WineImage src={wine.iconUrl} alt={wine.title} height={64} />
      </Box>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{wine.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[product.code, product.producer, product.vintage, product.color, product.region].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ flex: '0 1 180px', color: 'text.secondary' }}>
        {retailerName}
      </Typography>
      <Box sx={{ flex: '0 0 110px', textAlign: { md: 'right' } }}>
        <Typography sx={{ fontWeight: 600 }}>{formatMoney(cents)}</Typography>
        {wine.discount ? (
          <Typography variant="caption" color="primary">
            {wine.discount.value}% off
          </Typography>
        ) : null}
      </Box>
      <ActiveChip active={wine.isActive} />
      <RowActions name={wine.title} active={wine.isActive} busy={busy} onEdit={onEdit} onToggle={onToggle} sx={{ ml: { xs: 'auto', md: 0 } }} />
    </Paper>
  );
}

/** The console's wines (issue 9): search, filters, create, edit, activate and deactivate, and the CSV import. */
export default function AdminWinesPage() {
  useDocumentTitle(TITLE);
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [businessId, setBusinessId] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const settled = useDebounced(search.trim());
  const [page, setPage] = usePageOf(`${settled}|${status}|${businessId}`);

  const query = { search: settled || undefined, status, businessId: businessId || undefined, ...page };
  const wines = useAdminWines(query);
  const retailers = useRetailerChoices();
  const editedWine = useAdminWine(editing && editing !== 'new' ? editing : null);
  const save = useSaveAdminWine();
  const retailerName = new Map((retailers.data?.retailers ?? []).map((retailer) => [retailer._id, retailer.name]));

  const closeForm = () => {
    setEditing(null);
    save.reset();
  };
  const saveWine = (input: SaveWineInput) =>
    save.mutate(input, {
      onSuccess: (wine) => {
        enqueueSnackbar(input.id === null ? `${wine.title} was created` : `${wine.title} was saved`, { variant: 'success' });
        closeForm();
      },
    });
  const active = useActiveSwitch<Wine>(
    save,
    (wine, isActive) => (isActive ? `${wine.title} is back in the shop` : `${wine.title} was taken out of the shop`),
    'The wine could not be changed. Please try again.',
  );

  const total = wines.data?.total ?? 0;
  const formWine = editing === 'new' ? null : (editedWine.data ?? null);
  const formOpen = editing === 'new' || (editing !== null && editedWine.data !== undefined);

  return (
    <Box>
      <PageTitle
        title={TITLE}
        intro="Every wine of the shop, active or not. Inactive wines are hidden from the shop and cannot be bought."
        action={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <NewRecordButton onClick={() => setEditing('new')} disabled={!retailers.data}>
              New wine
            </NewRecordButton>
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField sx={{ flex: 2 }} placeholder="Title or exact code" value={search} onChange={setSearch} />
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as Status)} size="small" sx={{ flex: 1, minWidth: 140 }}>
          {WINE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Retailer"
          value={businessId}
          onChange={(event) => setBusinessId(event.target.value)}
          size="small"
          sx={{ flex: 1.5, minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All retailers</MenuItem>
          {(retailers.data?.retailers ?? []).map((retailer) => (
            <MenuItem key={retailer._id} value={retailer._id}>
              {retailer.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <ListBody
        query={wines}
        what="the wines"
        loading={{ rows: 6, height: 88 }}
        isEmpty={(data) => data.wines.length === 0}
        empty={settled || status !== 'all' || businessId ? 'No wine matches these filters.' : 'No wine yet: create one or import a CSV file.'}
      >
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
              {total >= ADMIN_LIST_TOTAL_CAP ? `More than ${formatCount(ADMIN_LIST_TOTAL_CAP)} wines` : `${formatCount(total)} ${total === 1 ? 'wine' : 'wines'}`}
            </Typography>
            <RecordList label="Wines" busy={wines.isFetching && 'Refreshing'}>
              {data.wines.map((wine) => (
                <WineRow
                  key={wine._id}
                  wine={wine}
                  retailerName={retailerName.get(wine.customData.product.businessId ?? '') ?? 'No retailer'}
                  busy={save.isPending}
                  onEdit={() => setEditing(wine._id)}
                  onToggle={() => active.toggle(wine)}
                />
              ))}
            </RecordList>
            <Pager total={total} skip={page.skip} limit={page.limit} onChange={setPage} />
          </>
        )}
      </ListBody>

      {editing !== null && editing !== 'new' && editedWine.isPending ? <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} aria-label="Opening the wine" /> : null}
      {editedWine.isError && editing !== null ? (
        <ConfirmDialog open title="Could not open the wine" confirm="Close" onConfirm={closeForm} onClose={closeForm}>
          {errorMessageOf(editedWine.error, 'Please try again.')}
        </ConfirmDialog>
      ) : null}
      {formOpen ? (
        <AdminWineFormDialog
          key={editing ?? 'new'}
          wine={formWine}
          retailers={retailers.data?.retailers ?? []}
          saving={save.isPending}
          error={save.error}
          onClose={closeForm}
          onSave={saveWine}
        />
      ) : null}
      {importing ? <AdminWineImportDialog onClose={() => setImporting(false)} /> : null}
      <ConfirmDialog {...active.confirmation} title={`Deactivate ${active.deactivating?.title ?? 'this wine'}?`} confirm="Deactivate" destructive>
        It disappears from the shop, search and collections, and carts holding it can no longer check out. Orders already placed keep it. You can
        activate it again at any time.
      </ConfirmDialog>
    </Box>
  );
}
