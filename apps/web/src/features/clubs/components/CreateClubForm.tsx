import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { CADENCE_LABEL, STYLE_LABEL } from '@wine/contract/club-labels';
import {
  CLUB_BOTTLES,
  CLUB_CADENCE_VALUES,
  CLUB_CAPACITY_MAX,
  CLUB_DESCRIPTION_MAX,
  CLUB_NAME_MAX,
  CLUB_STYLE_VALUES,
  createClubBody,
} from '@wine/contract/clubs';
import { ActionError } from '../../../components/ui/ActionError';
import { FormSelect } from '../../../components/ui/FormSelect';
import { FormTextField } from '../../../components/ui/FormTextField';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { useContractForm } from '../../../lib/contractForm';
import { withoutSpaces } from '../../../lib/inputFilters';
import { useCreateClub, usePartners } from '../api';

/** The call's rules; no partner chosen yet ('') says so rather than "not a valid id". */
const clubForm = createClubBody.extend({ businessId: z.string().min(1, 'Please choose a partner retailer').pipe(createClubBody.shape.businessId) });

/** A sommelier proposes a club to a partner retailer, who accepts or declines it on its desk. */
export function CreateClubForm({ onCreated }: { onCreated: () => void }) {
  const partners = usePartners();
  const create = useCreateClub();
  // raw: the call takes the price as typed ("89.00"); the contract's cents are the server's to make.
  const form = useContractForm(
    clubForm,
    { businessId: '', name: '', description: '', picture: null, bottles: 3, price: '', cadence: 'monthly', style: 'mixed', capacity: 30 },
    { raw: true },
  );
  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onCreated }));
  return (
    <Stack component="form" aria-label="New club" spacing={2} noValidate onSubmit={submit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <FormTextField form={form} name="name" label="Club name" required slotProps={{ htmlInput: { maxLength: CLUB_NAME_MAX } }} />
            <FormSelect form={form} name="businessId" label="Partner retailer" required>
              {(partners.data ?? []).map((partner) => (
                <MenuItem key={partner._id} value={partner._id}>
                  {partner.name}, {partner.city}, {partner.state}
                </MenuItem>
              ))}
            </FormSelect>
            <FormTextField
              form={form}
              name="description"
              label="What the club is about"
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: CLUB_DESCRIPTION_MAX } }}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={form.control}
            name="picture"
            render={({ field, fieldState }) => <ImageUploadInput label="Club picture" value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          {/* The menu hands over its items' values as they are: the counts stay numbers. */}
          <FormSelect form={form} name="bottles" fullWidth label="Bottles">
            {CLUB_BOTTLES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <FormTextField form={form} name="price" filter={withoutSpaces} fullWidth label="Price a box ($)" required placeholder="89.00" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormSelect form={form} name="cadence" fullWidth label="Cadence">
            {CLUB_CADENCE_VALUES.map((cadence) => (
              <MenuItem key={cadence} value={cadence}>
                {CADENCE_LABEL[cadence]}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormSelect form={form} name="style" fullWidth label="Style">
            {CLUB_STYLE_VALUES.map((style) => (
              <MenuItem key={style} value={style}>
                {STYLE_LABEL[style]}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <FormTextField
            form={form}
            name="capacity"
            rules={{ valueAsNumber: true }}
            fullWidth
            type="number"
            label="Members"
            slotProps={{ htmlInput: { min: 1, max: CLUB_CAPACITY_MAX } }}
          />
        </Grid>
      </Grid>
      <ActionError action={create} />
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        Propose the club
      </Button>
    </Stack>
  );
}
