import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WineImage } from '../../../components/ui/WineImage';
import { useDebounced } from '../../../lib/useDebounced';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { STOCK_PAGE_SIZE, useRetailerWines } from '../api/retailerStock';
import { StockCountForm } from '../components/StockCountForm';
import { StockUploadPanel } from '../components/StockUploadPanel';
import { PageTitle } from '../../../components/ui/PageTitle';
import { PagedCardList } from '../../../components/ui/PagedCardList';
import { SearchField } from '../../../components/ui/SearchField';

const TITLE = 'Stock';

const heldUnpaidText = (bottles: number) =>
  bottles === 0 ? 'No bottles held by unpaid orders' : `${bottles} bottle${bottles === 1 ? '' : 's'} held by unpaid orders`;

function Wines({ search, page, onPage }: { search: string; page: number; onPage: (page: number) => void }) {
  const list = useRetailerWines(search, page);
  return (
    <PagedCardList
      list={list}
      noun="wine"
      loading={{ rows: 3, height: 84 }}
      empty={search ? `No wine of yours matches "${search}".` : 'Your shop has no wines yet.'}
      pageSize={STOCK_PAGE_SIZE}
      page={page}
      onPage={onPage}
    >
      {(data) =>
        data.wines.map((wine) => (
          <Paper key={wine._id} variant="outlined" component="article" aria-label={wine.title} sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
                <WineImage src={wine.iconUrl} alt="" height={56} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{wine.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {wine.code ? `Code ${wine.code}` : 'No code'}
                  </Typography>
                  {/* Already off the count: placed but not yet charged, back on the shelf if never paid (issue 44). */}
                  <Typography variant="body2" color="text.secondary">
                    {heldUnpaidText(wine.heldUnpaid)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    {wine.stock === 0 ? <Chip size="small" color="warning" label="Out of stock" /> : null}
                    {wine.isActive ? null : <Chip size="small" label="Not in the shop" />}
                  </Stack>
                </Box>
              </Stack>
              {/* Keyed by the count: a sale seen on refetch resets what the field shows. */}
              <StockCountForm key={`${wine._id}-${wine.stock}`} wine={wine} />
            </Stack>
          </Paper>
        ))
      }
    </PagedCardList>
  );
}

/**
 * The retailer view's stock (issue 32): the business's wines with their bottles on the shelf, set
 * one at a time or by uploading the till's CSV (checked first, then saved in one go).
 */
export default function RetailerStockPage() {
  useDocumentTitle(TITLE);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const [paged, setPaged] = useState({ search: '', page: 0 });
  // A new search starts at its first page.
  const page = paged.search === settled ? paged.page : 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={TITLE}
        intro="Bottles on your shelf per wine, not counting those held by orders not yet paid. At 0 the shop shows the wine as out of stock; shoppers who asked are mailed when you add bottles."
      />
      <Stack spacing={3}>
        <StockUploadPanel />
        <Box>
          <SearchField label="Search your wines" placeholder="Title or code" value={search} onChange={setSearch} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
          <Wines search={settled} page={page} onPage={(next) => setPaged({ search: settled, page: next })} />
        </Box>
      </Stack>
    </Container>
  );
}
