import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import type { Collection } from '@wine/contract/catalogue';
import { paths, slugify } from '@wine/contract/routes';
import { saveFile } from '../../../lib/download';
import { errorMessageOf } from '../../../lib/http';
import { useCreateQrCode } from '../api/createQrCode';

/** Shown as an image (data URL), never inlined into the page: the SVG cannot run anything there. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/**
 * View QR (spec 001 §2.8): a QR code of the collection page's address, with a download. The page is
 * named by its path: the server encodes its public address, whatever host this page was opened on (issue 45).
 */
export function QrCodeDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const qr = useCreateQrCode();
  const { mutate } = qr;
  const pagePath = paths.collection(collection._id, collection.title);

  useEffect(() => {
    mutate(pagePath);
  }, [mutate, pagePath]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="qr-title">
      <DialogTitle id="qr-title">QR code: {collection.title}</DialogTitle>
      <DialogContent dividers sx={{ textAlign: 'center' }}>
        <Box sx={{ width: 260, maxWidth: '100%', aspectRatio: '1', mx: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {qr.data ? (
            <Box component="img" src={svgDataUrl(qr.data.svg)} alt={`QR code of ${collection.title}`} sx={{ width: '100%', height: '100%' }} />
          ) : qr.isError ? (
            <Typography color="error">{errorMessageOf(qr.error, 'The QR code could not be created.')}</Typography>
          ) : (
            <CircularProgress aria-label="Creating QR code" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {qr.data?.url}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!qr.data}
          onClick={() => qr.data && saveFile(new Blob([qr.data.svg], { type: 'image/svg+xml' }), `${slugify(collection.title)}-qr.svg`)}
        >
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
