import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bannerCreateBody, type AdminPost, type BannerCreateBody } from '@wine/contract/admin/posts';
import { ImageUploadInput } from '../../../../components/ui/ImageUploadInput';
import { AdminFormDialog } from '../../shared/components/AdminFormDialog';
import { FormSwitch } from '../../../../components/ui/FormSwitch';
import { OpenInSelect } from '../../shared/components/OpenInSelect';
import { useRecordForm, type RecordFormProps } from '../../shared/components/recordForm';
import { FormTextField } from '../../../../components/ui/FormTextField';

interface FormValues {
  title: string;
  subline: string;
  desktopImageUrl: string | null;
  mobileImageUrl: string | null;
  redirectionUrl: string;
  openIn: BannerCreateBody['openIn'];
  isActive: boolean;
}

/** The banner's subline is stored as one paragraph: show it as the text typed. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const valuesOf = (banner: AdminPost | null): FormValues => ({
  title: banner?.title ?? '',
  subline: banner ? textOf(banner.content) : '',
  desktopImageUrl: banner?.attachments[0]?.url ?? null,
  mobileImageUrl: banner?.attachments[1]?.url ?? null,
  redirectionUrl: banner?.customData.redirectionUrl ?? '',
  openIn: banner?.customData.openIn ?? 'same_window',
  isActive: banner?.isActive ?? true,
});

const bodyOf = (values: FormValues): BannerCreateBody => ({
  title: values.title,
  subline: values.subline,
  desktopImageUrl: values.desktopImageUrl ?? '',
  mobileImageUrl: values.mobileImageUrl ?? '',
  redirectionUrl: values.redirectionUrl,
  openIn: values.openIn,
  isActive: values.isActive,
});

/** The contract's rules, judging the body the form makes; an image not chosen yet is called missing, not malformed. */
const bannerForm = z.preprocess(
  bodyOf,
  bannerCreateBody.extend({
    desktopImageUrl: z.string().min(1, 'The desktop image is required').pipe(bannerCreateBody.shape.desktopImageUrl),
    mobileImageUrl: z.string().min(1, 'The phone image is required').pipe(bannerCreateBody.shape.mobileImageUrl),
  }),
);

interface Props extends RecordFormProps<BannerCreateBody> {
  /** The banner being edited, or null for a new one. */
  banner: AdminPost | null;
}

/** A home banner: its desktop (16:5) and phone (1:1) images, where a click leads, and how it opens. */
export function AdminBannerFormDialog({ banner, ...record }: Props) {
  const { form, dialog } = useRecordForm(bannerForm, valuesOf(banner), bodyOf, record);
  const image = (name: 'desktopImageUrl' | 'mobileImageUrl', label: string, shape: string, aspectRatio: string) => (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label} ({shape})
      </Typography>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <ImageUploadInput label={label} value={field.value} onChange={field.onChange} aspectRatio={aspectRatio} error={fieldState.error?.message} />
        )}
      />
    </Box>
  );

  return (
    <AdminFormDialog
      record="banner"
      title={banner ? 'Edit banner' : 'New banner'}
      editing={banner !== null}
      columns="2fr 1fr"
      {...dialog}
    >
      {image('desktopImageUrl', 'Desktop image', '16:5, from 768 px wide', '16 / 5')}
      {image('mobileImageUrl', 'Phone image', '1:1', '1 / 1')}
      <FormTextField
        form={form}
        name="title"
        label="Title"
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
        hint="Read aloud to screen readers as the banner’s text"
      />
      <TextField label="Subline" {...form.register('subline')} helperText="Optional" slotProps={{ htmlInput: { maxLength: 300 } }} fullWidth />
      <FormTextField form={form} name="redirectionUrl" label="Link" required fullWidth hint="A shop page such as /shop-wines, or an https address" />
      <OpenInSelect form={form} name="openIn" fullWidth />
      <FormSwitch form={form} name="isActive" label="Active: shown on the home page" />
    </AdminFormDialog>
  );
}
