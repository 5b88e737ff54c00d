import { Controller, get, useFieldArray, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { adminEventCreateBody, EVENT_IMAGES_MAX, type AdminEvent, type AdminEventCreateBody } from '@wine/contract/admin/events';
import { type RetailerChoice } from '@wine/contract/admin/wines';
import { ImageUploadInput } from '../../../../components/ui/ImageUploadInput';
import { isoToLocalInput, localInputToIso } from '../../../../lib/recordDates';
import { AdminFormDialog } from '../../shared/components/AdminFormDialog';
import { FormSwitch } from '../../../../components/ui/FormSwitch';
import { OpenInSelect } from '../../shared/components/OpenInSelect';
import { useRecordForm, type RecordFormProps } from '../../shared/components/recordForm';
import { EventCollectionsPicker, type EventCollection } from './EventCollectionsPicker';
import { EventSommeliersPicker, type EventSommelier } from './EventSommeliersPicker';
import { RetailerSelect } from '../../shared/components/RetailerSelect';
import { FormTextField } from '../../../../components/ui/FormTextField';

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
  sommeliers: EventSommelier[];
  collections: EventCollection[];
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

interface Props extends RecordFormProps<AdminEventCreateBody> {
  /** The event being edited, or null for a new one. */
  event: AdminEvent | null;
  retailers: RetailerChoice[];
}

/** Create or edit an event: its texts, time, place, booking link, retailer, images, sommeliers and collections. */
export function AdminEventFormDialog({ event, retailers, ...record }: Props) {
  const { form, errors, dialog } = useRecordForm(eventForm, valuesOf(event), bodyOf, record);
  const images = useFieldArray({ control: form.control, name: 'images' });
  // The contract names these lists by their ids; the form holds the people and collections themselves.
  const listError = (name: 'sommelierIds' | 'collectionIds') => (get(errors, name) as FieldError | undefined)?.message;
  const full = { gridColumn: '1 / -1' };

  return (
    <AdminFormDialog
      record="event"
      title={event ? `Edit ${event.title}` : 'New event'}
      editing={event !== null}
      columns="1fr 1fr"
      {...dialog}
    >
      <FormTextField form={form} name="title" label="Title" required slotProps={{ htmlInput: { maxLength: 200 } }} fullWidth />
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
        <FormTextField form={form} name="description" label="Description" required multiline minRows={3} slotProps={{ htmlInput: { maxLength: 5000 } }} fullWidth />
      </Box>
      <FormTextField form={form} name="addressLine1" label="Address" required fullWidth />
      <RetailerSelect form={form} name="businessId" retailers={retailers} hint="Who hosts it and sells its wines" />
      <Box sx={full}>
        <FormTextField form={form} name="bookingUrl" label="Booking link" fullWidth hint="Optional: an https address where guests book" />
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
                <OpenInSelect form={form} name={`images.${index}.openIn`} size="small" />
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
          render={({ field }) => <EventSommeliersPicker value={field.value} onChange={field.onChange} error={listError('sommelierIds')} />}
        />
      </Box>
      <Box sx={full}>
        <Controller
          control={form.control}
          name="collections"
          render={({ field }) => <EventCollectionsPicker value={field.value} onChange={field.onChange} error={listError('collectionIds')} />}
        />
      </Box>
      <Box sx={full}>
        <FormSwitch form={form} name="isActive" label="Active: listed in Explore Events" />
      </Box>
    </AdminFormDialog>
  );
}
