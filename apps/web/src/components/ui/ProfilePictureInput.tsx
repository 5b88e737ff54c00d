import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useImageFileUpload } from '../../lib/upload';

interface Props {
  value: string | null;
  name: string;
  onChange: (url: string) => void;
}

/** Uploads the chosen picture at once; the form saves the returned URL with the other fields. */
export function ProfilePictureInput({ value, name, onChange }: Props) {
  const inputId = useId();
  const upload = useImageFileUpload(onChange);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={value ?? undefined} alt={name} sx={{ width: 112, height: 112, fontSize: '2.5rem', bgcolor: 'primary.main' }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <input id={inputId} type="file" accept="image/*" hidden onChange={upload.onFile} aria-label="Profile picture" />
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={upload.isPending ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
        disabled={upload.isPending}
      >
        {upload.isPending ? 'Uploading...' : 'Change picture'}
      </Button>
    </Stack>
  );
}
