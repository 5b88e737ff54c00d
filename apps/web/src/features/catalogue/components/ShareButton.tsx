import { useSnackbar } from '../../../lib/toast';
import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { absoluteUrl, copyText } from '../../../lib/share';

interface Props {
  label: string;
  /** The app path to share; made absolute before copying. */
  path: string;
}

/** Copies a page's link (Share Collection, Share Region) and says so. */
export function ShareButton({ label, path }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="outlined"
      startIcon={<ShareIcon />}
      onClick={() => {
        const url = absoluteUrl(path);
        void copyText(url).then((copied) => enqueueSnackbar(copied ? 'Link copied' : url, { variant: copied ? 'success' : 'info' }));
      }}
    >
      {label}
    </Button>
  );
}
