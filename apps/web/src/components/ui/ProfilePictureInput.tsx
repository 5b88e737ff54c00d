import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useImageFileUpload } from '../../lib/upload';
import { UploadButton } from './UploadButton';

interface Props {
  value: string | null;
  name: string;
  onChange: (url: string) => void;
}

/** Uploads the chosen picture at once; the form saves the returned URL with the other fields. */
export function ProfilePictureInput({ value, name, onChange }: Props) {
  const upload = useImageFileUpload(onChange);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={value ?? undefined} alt={name} sx={{ width: 112, height: 112, fontSize: '2.5rem', bgcolor: 'primary.main' }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <UploadButton label="Profile picture" upload={upload} variant="outlined" startIcon={upload.isPending ? <CircularProgress size={16} /> : <PhotoCameraIcon />}>
        {upload.isPending ? 'Uploading...' : 'Change picture'}
      </UploadButton>
    </Stack>
  );
}
