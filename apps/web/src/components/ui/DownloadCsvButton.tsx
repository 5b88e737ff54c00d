import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { downloadExport } from '../../lib/download';
import { errorMessageOf, type Query } from '../../lib/http';
import { useSnackbar } from '../../lib/toast';

interface Props {
  /** The export's call, e.g. /admin/orders/export.csv. */
  path: string;
  /** The filters the list on screen shows. */
  query: Query;
  /** The file's name if the server gives none. */
  fileName: string;
  disabled?: boolean;
}

/** "Download CSV": the list's rows with its current filters, as a file; one download at a time. */
export function DownloadCsvButton({ path, query, fileName, disabled = false }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(path, query, fileName);
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'The file could not be downloaded, please try again.'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      disabled={disabled || busy}
      onClick={() => void download()}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
    >
      {busy ? 'Preparing CSV…' : 'Download CSV'}
    </Button>
  );
}
