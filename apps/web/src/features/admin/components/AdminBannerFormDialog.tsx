import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bannerCreateBody, type AdminPost, type BannerCreateBody } from '@wine/contract/admin/posts';
import { ImageUploadInput } from '../../../components/ui/ImageUploadInput';
import { submitChecked } from './fieldErrors';
import { AdminFormDialog } from './AdminFormDialog';

type OpenIn = BannerCreateBody['openIn'];

/** The banner's subline is stored as one paragraph: show it as the text typed. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

interface Props {
  /** The banner being edited, or null for a new one. */
  banner: AdminPost | null;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: BannerCreateBody) => void;
}

/** A home banner: its desktop (16:5) and phone (1:1) images, where a click leads, and how it opens. */
export function AdminBannerFormDialog({ banner, saving, error, onClose, onSave }: Props) {
  const [title, setTitle] = useState(banner?.title ?? '');
  const [subline, setSubline] = useState(banner ? textOf(banner.content) : '');
  const [desktop, setDesktop] = useState<string | null>(banner?.attachments[0]?.url ?? null);
  const [mobile, setMobile] = useState<string | null>(banner?.attachments[1]?.url ?? null);
  const [redirectionUrl, setRedirectionUrl] = useState(banner?.customData.redirectionUrl ?? '');
  const [openIn, setOpenIn] = useState<OpenIn>(banner?.customData.openIn ?? 'same_window');
  const [isActive, setIsActive] = useState(banner?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const body = { title, subline, desktopImageUrl: desktop ?? '', mobileImageUrl: mobile ?? '', redirectionUrl, openIn, isActive };
    submitChecked(bannerCreateBody, body, setErrors, onSave, {
      ...(desktop ? {} : { desktopImageUrl: 'The desktop image is required' }),
      ...(mobile ? {} : { mobileImageUrl: 'The phone image is required' }),
    });
  };

  return (
    <AdminFormDialog
      name="banner"
      title={banner ? 'Edit banner' : 'New banner'}
      createLabel="Create banner"
      editing={banner !== null}
      saving={saving}
      error={error}
      errorFallback="The banner could not be saved. Please try again."
      columns="2fr 1fr"
      onClose={onClose}
      onSubmit={submit}
    >
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Desktop image (16:5, from 768 px wide)
        </Typography>
        <ImageUploadInput label="Desktop image" value={desktop} onChange={setDesktop} aspectRatio="16 / 5" error={errors.desktopImageUrl} />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Phone image (1:1)
        </Typography>
        <ImageUploadInput label="Phone image" value={mobile} onChange={setMobile} aspectRatio="1 / 1" error={errors.mobileImageUrl} />
      </Box>
      <TextField
        label="Title"
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title ?? 'Read aloud to screen readers as the banner’s text'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
      />
      <TextField label="Subline" value={subline} onChange={(event) => setSubline(event.target.value)} helperText="Optional" slotProps={{ htmlInput: { maxLength: 300 } }} fullWidth />
      <TextField
        label="Link"
        required
        value={redirectionUrl}
        onChange={(event) => setRedirectionUrl(event.target.value)}
        error={Boolean(errors.redirectionUrl)}
        helperText={errors.redirectionUrl ?? 'A shop page such as /shop-wines, or an https address'}
        fullWidth
      />
      <TextField select label="Opens in" value={openIn} onChange={(event) => setOpenIn(event.target.value as OpenIn)} fullWidth>
        <MenuItem value="same_window">The same window</MenuItem>
        <MenuItem value="new_window">A new window</MenuItem>
      </TextField>
      <FormControlLabel control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />} label="Active: shown on the home page" />
    </AdminFormDialog>
  );
}
