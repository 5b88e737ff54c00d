import { useState } from 'react';
import { Controller, get, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
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
import { isoToLocalInput, localInputToIso } from '../../../lib/recordDates';
import { useDebounced } from '../../../lib/useDebounced';
import { useApprovedSommeliers } from '../api/adminEvents';
import { useAdminCollections } from '../api/collectionFlags';
import { useSaveOnce } from '../../../lib/useSaveOnce';
import { AdminFormDialog } from './AdminFormDialog';
import { RetailerSelect } from './RetailerSelect';
import { formResolver } from '../../../lib/formResolver';

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

interface FormValues {
  title: string;
  description: string;
  /** As the datetime-local input holds it, on the admin's clock. */
  startTime: string;
  addressLine1: string;
  bookingUrl: string;
  businessId: string;
  images: Image[];
  sommeliers: Person[];
  collections: CollectionChoice[];
  isActive: boolean;
}

const valuesOf = (event: AdminEvent | null): FormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  startTime: isoToLocalInput(event?.startTime ?? null),
  addressLine1: event?.address.addressLine1 ?? '',
  bookingUrl: event?.bookingUrl ?? '',
  businessId: event?.business ?? '',
  images: imagesOf(event),
  sommeliers: event?.sommeliers ?? [],
  collections: event?.collections ?? [],
  isActive: event?.isActive ?? true,
});

const bodyOf = (values: FormValues): AdminEventCreateBody => ({
  title: values.title,
  description: values.description,
  startTime: localInputToIso(values.startTime) ?? '',
  addressLine1: values.addressLine1,
  bookingUrl: values.bookingUrl.trim() || null,
  businessId: values.businessId,
  images: values.images.flatMap((image) =>
    image.url ? [{ url: image.url, ...(image.redirectionUrl.trim() ? { redirectionUrl: image.redirectionUrl.trim(), openIn: image.openIn } : {}) }] : [],
  ),
  sommelierIds: values.sommeliers.map((person) => person.userId),
  collectionIds: values.collections.map((collection) => collection._id),
  isActive: values.isActive,
});

/** The contract's rules, judging the body the form makes: each issue lands on the field of the same name. */
const eventForm = z.preprocess(bodyOf, adminEventCreateBody);

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
  // raw: the call carries the body as typed; the schema's output (trimmed, converted) is the server's to make.
  const form = useForm<FormValues>({ resolver: formResolver(eventForm, { raw: true }), defaultValues: valuesOf(event) });
  const { errors } = form.formState;
  const save = useSaveOnce(onSave, saving, error);
  const images = useFieldArray({ control: form.control, name: 'images' });
  // The contract names these lists by their ids; the form holds the people and collections themselves.
  const listError = (name: 'sommelierIds' | 'collectionIds') => (get(errors, name) as FieldError | undefined)?.message;

  const submit = form.handleSubmit((values) => save(bodyOf(values)));
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
      <TextField
        label="Title"
        required
        {...form.register('title')}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
      />
      <TextField
        label="Starts"
        type="datetime-local"
        required
        {...form.register('startTime')}
        error={Boolean(errors.startTime)}
        helperText={errors.startTime ? 'Please choose a date and time' : 'Your time zone'}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <Box sx={full}>
        <TextField
          label="Description"
          required
          {...form.register('description')}
          error={Boolean(errors.description)}
          helperText={errors.description?.message}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          fullWidth
        />
      </Box>
      <TextField label="Address" required {...form.register('addressLine1')} error={Boolean(errors.addressLine1)} helperText={errors.addressLine1?.message} fullWidth />
      <Controller
        control={form.control}
        name="businessId"
        render={({ field, fieldState }) => (
          <RetailerSelect retailers={retailers} value={field.value} onChange={field.onChange} error={fieldState.error?.message} hint="Who hosts it and sells its wines" />
        )}
      />
      <Box sx={full}>
        <TextField
          label="Booking link"
          {...form.register('bookingUrl')}
          error={Boolean(errors.bookingUrl)}
          helperText={errors.bookingUrl?.message ?? 'Optional: an https address where guests book'}
          fullWidth
        />
      </Box>
      <Box sx={full}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Images of the event&apos;s carousel
        </Typography>
        <Stack spacing={1.5}>
          {images.fields.map((image, index) => (
            <Paper key={image.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, alignItems: 'start' }}>
              <Controller
                control={form.control}
                name={`images.${index}.url`}
                render={({ field }) => <ImageUploadInput label={`Event image ${index + 1}`} value={field.value} onChange={field.onChange} />}
              />
              <Stack spacing={1.5}>
                <TextField label="Link (optional)" size="small" {...form.register(`images.${index}.redirectionUrl`)} helperText="A shop page (/...) or an https address" />
                <Controller
                  control={form.control}
                  name={`images.${index}.openIn`}
                  render={({ field }) => (
                    <TextField select label="Opens in" size="small" value={field.value} onChange={field.onChange}>
                      <MenuItem value="same_window">The same window</MenuItem>
                      <MenuItem value="new_window">A new window</MenuItem>
                    </TextField>
                  )}
                />
                <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => images.remove(index)} sx={{ alignSelf: 'flex-start' }}>
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
          disabled={images.fields.length >= EVENT_IMAGES_MAX}
          onClick={() => images.append({ url: null, redirectionUrl: '', openIn: 'same_window' }, { shouldFocus: false })}
        >
          Add an image
        </Button>
      </Box>
      <Box sx={full}>
        <Controller
          control={form.control}
          name="sommeliers"
          render={({ field }) => <SommeliersField value={field.value} onChange={field.onChange} error={listError('sommelierIds')} />}
        />
      </Box>
      <Box sx={full}>
        <Controller
          control={form.control}
          name="collections"
          render={({ field }) => <CollectionsField value={field.value} onChange={field.onChange} error={listError('collectionIds')} />}
        />
      </Box>
      <Box sx={full}>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel control={<Switch checked={field.value} onChange={(change) => field.onChange(change.target.checked)} />} label="Active: listed in Explore Events" />
          )}
        />
      </Box>
    </AdminFormDialog>
  );
}
