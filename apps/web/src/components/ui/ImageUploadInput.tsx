import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useImageFileUpload } from '../../lib/upload';
import { UploadButton } from './UploadButton';

interface Props {
  /** The uploaded image's URL, or null before one is chosen. */
  value: string | null;
  onChange: (url: string) => void;
  /** The file input's accessible name, e.g. 'Collection image'. */
  label: string;
  /** Shown under the picture, e.g. 'Collection image required'. */
  error?: string | null;
  aspectRatio?: string;
}

/**
 * A cover or collection image: uploaded at once (POST /media/upload/path), previewed, and handed
 * over as its URL; a failed upload gets the spec's alert "Something went wrong".
 */
export function ImageUploadInput({ value, onChange, label, error, aspectRatio = '16 / 9' }: Props) {
  const upload = useImageFileUpload(onChange);

  return (
    <Box>
      <Box
        sx={{
          aspectRatio,
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#f4eced',
          border: 1,
          borderStyle: value ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {upload.isPending ? (
          <CircularProgress size={28} aria-label="Uploading" />
        ) : value ? (
          <Box component="img" src={value} alt={`${label} preview`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <AddPhotoIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        <UploadButton label={label} upload={upload} variant="outlined" startIcon={<AddPhotoIcon />}>
          {upload.isPending ? 'Uploading...' : value ? 'Change image' : 'Upload image'}
        </UploadButton>
        {error ? (
          <Typography role="alert" variant="body2" color="error">
            {error}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
