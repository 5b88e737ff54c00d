import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CADENCE_LABEL, STYLE_LABEL } from '@wine/contract/club-labels';
import { CLUB_BOTTLES, CLUB_CADENCE_VALUES, CLUB_STYLE_VALUES, type ClubCadence, type ClubStyle } from '@wine/contract/clubs';
import { ActionError } from '../../../components/ui/ActionError';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { useCreateClub, usePartners } from '../api';

/** A sommelier proposes a club to a partner retailer, who accepts or declines it on its desk. */
export function CreateClubForm({ onCreated }: { onCreated: () => void }) {
  const partners = usePartners();
  const create = useCreateClub();
  const [form, setForm] = useState({ businessId: '', name: '', description: '', bottles: 3, price: '', cadence: 'monthly' as ClubCadence, style: 'mixed' as ClubStyle, capacity: 30 });
  const [picture, setPicture] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <Stack
      component="form"
      aria-label="New club"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ ...form, picture }, { onSuccess: onCreated });
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <TextField label="Club name" required value={form.name} onChange={(event) => set('name', event.target.value)} />
            <TextField select label="Partner retailer" required value={form.businessId} onChange={(event) => set('businessId', event.target.value)}>
              {(partners.data ?? []).map((partner) => (
                <MenuItem key={partner._id} value={partner._id}>
                  {partner.name}, {partner.city}, {partner.state}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="What the club is about" required multiline minRows={3} value={form.description} onChange={(event) => set('description', event.target.value)} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageUploadInput label="Club picture" value={picture} onChange={setPicture} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField select fullWidth label="Bottles" value={form.bottles} onChange={(event) => set('bottles', Number(event.target.value))}>
            {CLUB_BOTTLES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField fullWidth label="Price a box ($)" required value={form.price} onChange={(event) => set('price', event.target.value.trim())} placeholder="89.00" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth label="Cadence" value={form.cadence} onChange={(event) => set('cadence', event.target.value as ClubCadence)}>
            {CLUB_CADENCE_VALUES.map((cadence) => (
              <MenuItem key={cadence} value={cadence}>
                {CADENCE_LABEL[cadence]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField select fullWidth label="Style" value={form.style} onChange={(event) => set('style', event.target.value as ClubStyle)}>
            {CLUB_STYLE_VALUES.map((style) => (
              <MenuItem key={style} value={style}>
                {STYLE_LABEL[style]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <TextField fullWidth type="number" label="Members" value={form.capacity} onChange={(event) => set('capacity', Number(event.target.value))} />
        </Grid>
      </Grid>
      <ActionError action={create} />
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        Propose the club
      </Button>
    </Stack>
  );
}
