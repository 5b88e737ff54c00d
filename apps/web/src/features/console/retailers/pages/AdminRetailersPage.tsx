import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Retailer, type RetailerBody } from '@wine/contract/admin/retailers';
import { adminPageQuery } from '@wine/contract/admin/shared';
import { useRetailers } from '../api/listRetailers';
import { useSaveRetailer } from '../api/saveRetailer';
import { NewRecordButton, useRecordEditor } from '../../shared/components/recordEditor';
import { ConsoleListPage } from '../../shared/components/ConsoleListPage';
import { useListAddress } from '../../shared/components/listQuery';
import { RetailerFormDialog } from '../components/RetailerFormDialog';
import { RetailerStaff } from '../components/RetailerStaff';
import { formatPrice } from '@wine/contract/money';

const TITLE = 'Retailers';

function RetailerCard({ retailer, onEdit }: { retailer: Retailer; onEdit: () => void }) {
  return (
    <Card component="article" variant="outlined" aria-label={retailer.name}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6">
              {retailer.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {retailer.addressLine1}, {retailer.city}, {retailer.state} {retailer.zip}
            </Typography>
          </Box>
          <Button size="small" onClick={onEdit} aria-label={`Edit ${retailer.name}`}>
            Edit
          </Button>
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
          <Typography component="dt" variant="body2">
            Delivery fee
          </Typography>
          <Typography component="dd" variant="body2">
            {formatPrice(retailer.deliveryFee)}
            {retailer.freeDeliveryThreshold ? `, free from ${formatPrice(retailer.freeDeliveryThreshold)}` : ''}
          </Typography>
          <Typography component="dt" variant="body2">
            Delivers to
          </Typography>
          <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {retailer.deliversToStates.length === 0 ? 'Pickup only' : `${retailer.deliversToStates.length} states: ${retailer.deliversToStates.join(', ')}`}
          </Typography>
        </Box>
        <Divider sx={{ mb: 2 }} />
        <RetailerStaff retailer={retailer} />
      </CardContent>
    </Card>
  );
}

/** The shop's retailers: address, delivery terms, states served and who works for each. */
export default function AdminRetailersPage() {
  const address = useListAddress([], adminPageQuery);
  const list = useRetailers(address.skip, address.limit);
  const save = useSaveRetailer();
  const editor = useRecordEditor<Retailer, RetailerBody, Retailer>(save, (saved, created) => `${saved.name} ${created ? 'created' : 'saved'}`);

  return (
    <>
      <ConsoleListPage
        title={TITLE}
        intro="Every wine is sold by a retailer, who hands the order over to the shopper."
        action={
          <NewRecordButton onClick={() => editor.open('new')}>New retailer</NewRecordButton>
        }
        address={address}
        list={list}
        what="the retailers"
        loading={{ rows: 3, height: 220 }}
        rowsOf={(data) => data.retailers}
        empty="No retailers yet."
      >
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {data.retailers.map((retailer) => (
              <RetailerCard key={retailer._id} retailer={retailer} onEdit={() => editor.open(retailer)} />
            ))}
          </Box>
        )}
      </ConsoleListPage>
      {editor.isOpen ? (
        <RetailerFormDialog retailer={editor.record} saving={save.isPending} error={save.error} onClose={editor.close} onSave={editor.submit} />
      ) : null}
    </>
  );
}
