import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../../lib/toast';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COLLECTION_FLAGS, type CollectionFlag } from '@wine/contract/admin/collections';
import type { Collection } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { errorMessageOf } from '../../../../lib/http';
import { useDebounced } from '../../../../lib/useDebounced';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useAdminCollections, useSetCollectionFlags } from '../api/collectionFlags';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { ListBody } from '../../shared/components/ListStates';
import { SearchField } from '../../../../components/ui/SearchField';
import { Pager, usePageOf } from '../../shared/components/Pager';
import { RecordList, RecordRow } from '../../shared/components/recordRows';
import { formatCount } from '@wine/contract/money';

const TITLE = 'Collections';

/** The home page rows each flag puts a collection in. */
const FLAG_LABELS: Record<CollectionFlag, string> = {
  isSommlikePicks: 'Sommlike Picks',
  isTrending: 'Trending',
  isByMoment: 'By Moment',
  isByTerroir: 'By Terroir',
};

function CollectionRow({ collection, pending, onToggle }: { collection: Collection; pending: boolean; onToggle: (flag: CollectionFlag, value: boolean) => void }) {
  const owner = collection.createdBy;
  return (
    <RecordRow>
      <Avatar variant="rounded" src={collection.iconUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link component={RouterLink} to={paths.collection(collection._id, collection.title)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {collection.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {owner ? `by ${owner.name}` : 'by the shop'} · {collection.childrenIds.length} {collection.childrenIds.length === 1 ? 'wine' : 'wines'}
          {collection.customData.eventId ? ' · event collection' : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }} role="group" aria-label={`Home page rows of ${collection.title}`}>
        {COLLECTION_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={<Switch size="small" checked={collection.customData[flag]} disabled={pending} onChange={(event) => onToggle(flag, event.target.checked)} />}
            label={FLAG_LABELS[flag]}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </Box>
    </RecordRow>
  );
}

/** Collections of every curator, and the flags that put them in the home page's rows (issue 9). */
export default function AdminCollectionsPage() {
  useDocumentTitle(TITLE);
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const [flag, setFlag] = useState<CollectionFlag | ''>('');
  const [page, setPage] = usePageOf(`${settled}|${flag}`);
  const collections = useAdminCollections({ ...page, title: settled || undefined, flag: flag || undefined });
  const setFlags = useSetCollectionFlags();

  const toggle = (collection: Collection, changed: CollectionFlag, value: boolean) =>
    setFlags.mutate(
      { id: collection._id, flags: { [changed]: value } },
      {
        onSuccess: () =>
          enqueueSnackbar(`${collection.title} ${value ? 'is now in' : 'was taken out of'} ${FLAG_LABELS[changed]}`, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessageOf(error, 'The collection could not be changed. Please try again.'), { variant: 'error' }),
      },
    );

  return (
    <Box>
      <PageTitle title={TITLE} intro="Every curator's collections. The switches put a collection in the home page's rows." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField sx={{ flex: 2 }} placeholder="Collection title" value={search} onChange={setSearch} />
        <TextField
          select
          label="Home page row"
          value={flag}
          onChange={(event) => setFlag(event.target.value as CollectionFlag | '')}
          size="small"
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All collections</MenuItem>
          {COLLECTION_FLAGS.map((value) => (
            <MenuItem key={value} value={value}>
              {FLAG_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListBody
        query={collections}
        what="the collections"
        loading={{ rows: 6, height: 80 }}
        isEmpty={(data) => data.categories.length === 0}
        empty={settled || flag ? 'No collection matches these filters.' : 'No collection yet: sommeliers create them from My Collections.'}
      >
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {formatCount(data.total)} {data.total === 1 ? 'collection' : 'collections'}
            </Typography>
            <RecordList label="Collections" busy={(collections.isFetching || setFlags.isPending) && 'Saving'}>
              {data.categories.map((collection) =>
                collection.type === 'COLLECTION' ? (
                  <CollectionRow key={collection._id} collection={collection} pending={setFlags.isPending} onToggle={(changed, value) => toggle(collection, changed, value)} />
                ) : null,
              )}
            </RecordList>
            <Pager total={data.total} skip={page.skip} limit={page.limit} onChange={setPage} />
          </>
        )}
      </ListBody>
    </Box>
  );
}
