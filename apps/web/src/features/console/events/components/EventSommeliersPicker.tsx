import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { EVENT_SOMMELIERS_MAX } from '@wine/contract/admin/events';
import { useDebounced } from '../../../../lib/useDebounced';
import { useApprovedSommeliers } from '../api/adminEvents';

/** A sommelier an event presents, as the form holds it. */
export interface EventSommelier {
  userId: string;
  name: string;
  profilePicture: string | null;
}

function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

/**
 * The sommeliers an event presents, in the order its page shows them. The choices are searched on
 * the server as the admin types: a shop may have far more approved sommeliers than one page holds.
 */
export function EventSommeliersPicker({ value, onChange, error }: { value: EventSommelier[]; onChange: (people: EventSommelier[]) => void; error?: string }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const found = useApprovedSommeliers(search);
  const chosen = new Set(value.map((person) => person.userId));
  const options: EventSommelier[] = (found.data?.data ?? [])
    .filter((user) => !chosen.has(user._id))
    .map((user) => ({ userId: user._id, name: user.name, profilePicture: user.profilePicture }));
  return (
    <Box>
      <Autocomplete
        options={options}
        // The server has already matched the name; the picker shows its answer as it is.
        filterOptions={(list) => list}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(option, other) => option.userId === other.userId}
        renderOption={({ key, ...props }, person) => (
          <li key={key} {...props}>
            <Avatar src={person.profilePicture ?? undefined} alt="" sx={{ width: 28, height: 28, mr: 1.5 }} />
            {person.name}
          </li>
        )}
        loading={found.isFetching}
        noOptionsText={search ? `No approved sommelier is called "${search}"` : 'No approved sommeliers to add'}
        value={null}
        inputValue={input}
        // Choosing clears the box for the next name (MUI's 'reset'); typing searches.
        onInputChange={(_event, next, reason) => setInput(reason === 'reset' ? '' : next)}
        disabled={value.length >= EVENT_SOMMELIERS_MAX}
        onChange={(_event, person) => person && onChange([...value, person])}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Add a sommelier"
            placeholder="Search by name"
            error={Boolean(error)}
            helperText={error ?? 'Approved sommeliers; the event page lists them in this order'}
          />
        )}
        blurOnSelect
      />
      {value.length > 0 ? (
        <List dense aria-label="Sommeliers of the event">
          {value.map((person, index) => (
            <ListItem
              key={person.userId}
              secondaryAction={
                <Stack direction="row">
                  <IconButton size="small" aria-label={`Move ${person.name} up`} disabled={index === 0} onClick={() => onChange(move(value, index, -1))}>
                    <ArrowUpIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Move ${person.name} down`} disabled={index === value.length - 1} onClick={() => onChange(move(value, index, 1))}>
                    <ArrowDownIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Remove ${person.name}`} onClick={() => onChange(value.filter((other) => other.userId !== person.userId))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemAvatar>
                <Avatar src={person.profilePicture ?? undefined} alt="" />
              </ListItemAvatar>
              <ListItemText primary={`${index + 1}. ${person.name}`} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
