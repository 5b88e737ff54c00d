import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { EVENT_COLLECTIONS_MAX } from '@wine/contract/admin/events';
import { useDebounced } from '../../../../lib/useDebounced';
import { useAdminCollections } from '../../catalogue/api/collectionFlags';

/** A collection an event's page shows, as the form holds it. */
export interface EventCollection {
  _id: string;
  title: string;
  iconUrl: string | null;
}

/** The collections the event's page shows, found by title. */
export function EventCollectionsPicker({ value, onChange, error }: { value: EventCollection[]; onChange: (collections: EventCollection[]) => void; error?: string }) {
  const [input, setInput] = useState('');
  const settled = useDebounced(input.trim());
  const found = useAdminCollections({ skip: 0, limit: 20, title: settled || undefined });
  const options: EventCollection[] = (found.data?.categories ?? []).map(({ _id, title, iconUrl }) => ({ _id, title, iconUrl }));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      getOptionLabel={(collection) => collection.title}
      loading={found.isFetching}
      inputValue={input}
      onInputChange={(_event, next, reason) => reason !== 'reset' && setInput(next)}
      onChange={(_event, next) => onChange(next.slice(0, EVENT_COLLECTIONS_MAX))}
      renderInput={(params) => (
        <TextField {...params} label="Collections" placeholder="Search by title" error={Boolean(error)} helperText={error ?? 'Shown on the event page; a collection belongs to one event'} />
      )}
    />
  );
}
