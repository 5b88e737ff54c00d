import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { UploadButton } from '../../../components/ui/UploadButton';
import { useImageFileUpload } from '../../../lib/upload';

interface Props {
  value: string | null;
  onChange: (url: string) => void;
}

/** The profile's cover banner: uploaded at once, saved with the application. */
export function CoverPictureInput({ value, onChange }: Props) {
  const upload = useImageFileUpload(onChange);

  return (
    <Box
      role="img"
      aria-label={value ? 'Cover picture' : 'No cover picture yet'}
      sx={{
        position: 'relative',
        height: { xs: 120, sm: 170 },
        borderRadius: 2,
        overflow: 'hidden',
        background: value
          ? `center / cover no-repeat url("${value}")`
          : 'linear-gradient(135deg, #6e2b35 0%, #b25661 55%, #e3b7a0 100%)',
      }}
    >
      <UploadButton
        label="Cover picture"
        upload={upload}
        variant="contained"
        color="inherit"
        startIcon={upload.isPending ? <CircularProgress size={16} /> : <PhotoCameraIcon />}
        sx={{ position: 'absolute', right: 12, bottom: 12, bgcolor: 'background.paper', color: 'text.primary' }}
      >
        {upload.isPending ? 'Uploading...' : value ? 'Change cover picture' : 'Upload cover picture'}
      </UploadButton>
    </Box>
  );
}
