import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { STOCK_CSV_MAX_BYTES, STOCK_CSV_MAX_ROWS, type StockImportReport } from '@wine/contract/retailer-stock';
import { plural } from '../../../lib/format';
import { useSnackbar } from '../../../lib/toast';
import { useStockImport } from '../api/retailerStock';
import { ActionError } from '../../../components/ui/ActionError';
import { formatCount } from '@wine/contract/money';

/** What the dry run found: each wine's count before and after, and the rows refused with why. */
function Report({ report }: { report: StockImportReport }) {
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {report.applied ? 'Saved: ' : 'This file would change '}
        {plural(report.changes.length, 'wine')}
        {report.unchanged > 0 ? ` (${plural(report.unchanged, 'row')} already match)` : ''}
        {report.errorCount > 0 ? `; ${plural(report.errorCount, 'row')} refused` : ''}.
      </Typography>
      {report.errorCount > 0 ? (
        <Alert severity="error">
          <Typography variant="body2" sx={{ mb: 1 }}>
            Nothing can be saved until these rows are fixed:
          </Typography>
          <Box component="ul" aria-label="Refused rows" sx={{ m: 0, pl: 2.5 }}>
            {report.errors.map((error) => (
              <li key={`${error.row}-${error.message}`}>
                Row {error.row}
                {error.code ? ` (${error.code})` : ''}: {error.message}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {report.changes.length > 0 ? (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="Stock changes">
            <TableHead>
              <TableRow>
                <TableCell>Wine</TableCell>
                <TableCell>Code</TableCell>
                <TableCell align="right">Bottles</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.changes.map((change) => (
                <TableRow key={change.wineId}>
                  <TableCell>{change.title}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{change.code}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {change.before} → {change.after}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
}

/**
 * A till's stock export (`code,count` rows, a header row or none): checked first (a dry run that
 * changes nothing), then saved in one go when every row is good.
 */
export function StockUploadPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useStockImport();
  const report = upload.data;
  const canApply = file !== null && report?.dryRun === true && report.errorCount === 0 && report.changes.length > 0;

  const send = (dryRun: boolean) => {
    if (!file) return;
    upload.mutate(
      { file, dryRun },
      {
        onSuccess: (done) => {
          if (done.applied) enqueueSnackbar(`Stock saved for ${plural(done.changes.length, 'wine')}`, { variant: 'success' });
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Upload a stock file
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A CSV of code and count per wine, as your till exports it (a header row is fine). Up to {formatCount(STOCK_CSV_MAX_ROWS)} rows and{' '}
        {STOCK_CSV_MAX_BYTES / 1024 / 1024} MB. You see what would change before anything is saved.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          Choose CSV
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : 'No file chosen'}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" disabled={!file || upload.isPending} onClick={() => send(true)}>
          Check file
        </Button>
        <Button variant="contained" disabled={!canApply || upload.isPending} onClick={() => send(false)}>
          {report?.dryRun && report.changes.length > 0 ? `Save ${plural(report.changes.length, 'change')}` : 'Save changes'}
        </Button>
      </Stack>
      {upload.isPending ? <LinearProgress aria-label="Sending the file" sx={{ mb: 2 }} /> : null}
      <ActionError action={upload} fallback="The file could not be read. Please try again." />
      {report ? <Report report={report} /> : null}
    </Paper>
  );
}
