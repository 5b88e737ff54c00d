import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { adminEventCreateBody, EVENT_COLLECTIONS_MAX, EVENT_IMAGES_MAX, EVENT_SOMMELIERS_MAX, type AdminEvent, type AdminEventCreateBody } from '@wine/contract/admin/events';
import { type RetailerChoice } from '@wine/contract/admin/wines';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { useDebounced } from '../../../lib/useDebounced';
import { useApprovedSommeliers } from '../api/adminEvents';
import { useAdminCollections } from '../api/collectionFlags';
import { isoToLocalInput, localInputToIso, submitChecked } from './fieldErrors';
import { AdminFormDialog } from './AdminFormDialog';
import { RetailerSelect } from './RetailerSelect';

interface Person {
  userId: string;
  name: string;
  profilePicture: string | null;
}
interface CollectionChoice {
  _id: string;
  title: string;
  iconUrl: string | null;
}
interface Image {
  url: string | null;
  redirectionUrl: string;
  openIn: 'same_window' | 'new_window';
}

const imagesOf = (event: AdminEvent | null): Image[] =>
  (event?.attachments ?? []).map((image) => ({ url: image.url, redirectionUrl: image.customData?.redirectionUrl ?? '', openIn: image.customData?.openIn ?? 'same_window' }));

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
function SommeliersField({ value, onChange, error }: { value: Person[]; onChange: (people: Person[]) => void; error?: string }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const found = useApprovedSommeliers(search);
  const chosen = new Set(value.map((person) => person.userId));
  const options: Person[] = (found.data?.data ?? [])
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

/** The collections the event's page shows, found by title. */
function CollectionsField({ value, onChange, error }: { value: CollectionChoice[]; onChange: (collections: CollectionChoice[]) => void; error?: string }) {
  const [input, setInput] = useState('');
  const settled = useDebounced(input.trim());
  const found = useAdminCollections({ skip: 0, limit: 20, title: settled || undefined });
  const options: CollectionChoice[] = (found.data?.categories ?? []).map(({ _id, title, iconUrl }) => ({ _id, title, iconUrl }));
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

interface Props {
  /** The event being edited, or null for a new one. */
  event: AdminEvent | null;
  retailers: RetailerChoice[];
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: AdminEventCreateBody) => void;
}

/** Create or edit an event: its texts, time, place, booking link, retailer, images, sommeliers and collections. */
export function AdminEventFormDialog({ event, retailers, saving, error, onClose, onSave }: Props) {
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [start, setStart] = useState(isoToLocalInput(event?.startTime ?? null));
  const [address, setAddress] = useState(event?.address.addressLine1 ?? '');
  const [bookingUrl, setBookingUrl] = useState(event?.bookingUrl ?? '');
  const [businessId, setBusinessId] = useState(event?.business ?? '');
  const [images, setImages] = useState<Image[]>(() => imagesOf(event));
  const [people, setPeople] = useState<Person[]>(event?.sommeliers ?? []);
  const [collections, setCollections] = useState<CollectionChoice[]>(event?.collections ?? []);
  const [isActive, setIsActive] = useState(event?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const body: AdminEventCreateBody = {
      title,
      description,
      startTime: localInputToIso(start) ?? '',
      addressLine1: address,
      bookingUrl: bookingUrl.trim() || null,
      businessId,
      images: images.flatMap((image) =>
        image.url ? [{ url: image.url, ...(image.redirectionUrl.trim() ? { redirectionUrl: image.redirectionUrl.trim(), openIn: image.openIn } : {}) }] : [],
      ),
      sommelierIds: people.map((person) => person.userId),
      collectionIds: collections.map((collection) => collection._id),
      isActive,
    };
    submitChecked(adminEventCreateBody, body, setErrors, onSave);
  };
  const setImage = (index: number, change: Partial<Image>) => setImages((current) => current.map((image, at) => (at === index ? { ...image, ...change } : image)));
  const full = { gridColumn: '1 / -1' };

  return (
    <AdminFormDialog
      name="event"
      title={event ? `Edit ${event.title}` : 'New event'}
      createLabel="Create event"
      editing={event !== null}
      saving={saving}
      error={error}
      errorFallback="The event could not be saved. Please try again."
      columns="1fr 1fr"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Title" required value={title} onChange={(change) => setTitle(change.target.value)} error={Boolean(errors.title)} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 200 } }} fullWidth />
      <TextField
        label="Starts"
        type="datetime-local"
        required
        value={start}
        onChange={(change) => setStart(change.target.value)}
        error={Boolean(errors.startTime)}
        helperText={errors.startTime ? 'Please choose a date and time' : 'Your time zone'}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <Box sx={full}>
        <TextField
          label="Description"
          required
          value={description}
          onChange={(change) => setDescription(change.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          fullWidth
        />
      </Box>
      <TextField label="Address" required value={address} onChange={(change) => setAddress(change.target.value)} error={Boolean(errors.addressLine1)} helperText={errors.addressLine1} fullWidth />
      <RetailerSelect retailers={retailers} value={businessId} onChange={setBusinessId} error={errors.businessId} hint="Who hosts it and sells its wines" />
      <Box sx={full}>
        <TextField
          label="Booking link"
          value={bookingUrl}
          onChange={(change) => setBookingUrl(change.target.value)}
          error={Boolean(errors.bookingUrl)}
          helperText={errors.bookingUrl ?? 'Optional: an https address where guests book'}
          fullWidth
        />
      </Box>
      <Box sx={full}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Images of the event&apos;s carousel
        </Typography>
        <Stack spacing={1.5}>
          {images.map((image, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, alignItems: 'start' }}>
              <ImageUploadInput label={`Event image ${index + 1}`} value={image.url} onChange={(url) => setImage(index, { url })} />
              <Stack spacing={1.5}>
                <TextField label="Link (optional)" size="small" value={image.redirectionUrl} onChange={(change) => setImage(index, { redirectionUrl: change.target.value })} helperText="A shop page (/...) or an https address" />
                <TextField select label="Opens in" size="small" value={image.openIn} onChange={(change) => setImage(index, { openIn: change.target.value as Image['openIn'] })}>
                  <MenuItem value="same_window">The same window</MenuItem>
                  <MenuItem value="new_window">A new window</MenuItem>
                </TextField>
                <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setImages((current) => current.filter((_image, at) => at !== index))} sx={{ alignSelf: 'flex-start' }}>
                  Remove image
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {errors.images ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            An image link must be a shop page (/...) or an https address.
          </Typography>
        ) : null}
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          disabled={images.length >= EVENT_IMAGES_MAX}
          onClick={() => setImages((current) => [...current, { url: null, redirectionUrl: '', openIn: 'same_window' }])}
        >
          Add an image
        </Button>
      </Box>
      <Box sx={full}>
        <SommeliersField value={people} onChange={setPeople} error={errors.sommelierIds} />
      </Box>
      <Box sx={full}>
        <CollectionsField value={collections} onChange={setCollections} error={errors.collectionIds} />
      </Box>
      <Box sx={full}>
        <FormControlLabel control={<Switch checked={isActive} onChange={(change) => setIsActive(change.target.checked)} />} label="Active: listed in Explore Events" />
      </Box>
    </AdminFormDialog>
  );
}
