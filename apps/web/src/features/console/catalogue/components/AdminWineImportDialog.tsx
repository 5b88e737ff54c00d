import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { csvLine } from '@wine/contract/csv';
import { WINE_IMPORT_COLUMNS, WINE_IMPORT_MAX_BYTES, WINE_IMPORT_MAX_ROWS, type WineImportMode, type WineImportReport } from '@wine/contract/admin/wine-import';
import { saveFile } from '../../../../lib/download';
import { plural } from '../../../../lib/format';
import { useWineImport } from '../api/wineImport';
import { ActionError } from '../../../../components/ui/ActionError';
import { ConsoleTable } from '../../shared/components/ConsoleTable';
import { formatCount } from '@wine/contract/money';

const sizeOf = (bytes: number) =>
  bytes < 1024 ? plural(bytes, 'byte') : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A CSV holding the header and one example row, so an admin starts from a file the import accepts. */
function downloadTemplate(): void {
  const csv = csvLine(WINE_IMPORT_COLUMNS.map((column) => column.name)) + csvLine(WINE_IMPORT_COLUMNS.map((column) => column.example));
  saveFile(new Blob([csv], { type: 'text/csv' }), 'wines-template.csv');
}

function ColumnsHelp() {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="import-columns" id="import-columns-header">
        <Typography variant="subtitle2">The file&apos;s columns</Typography>
      </AccordionSummary>
      <AccordionDetails id="import-columns">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          One header row naming the columns (any order, any letter case), then one row per wine; quotes, commas and line breaks inside
          quoted cells are fine. Up to {formatCount(WINE_IMPORT_MAX_ROWS)} wines and {WINE_IMPORT_MAX_BYTES / 1024 / 1024} MB per file.
          When updating, an empty cell clears that value (an empty stock keeps the count) and a column left out keeps it.
        </Typography>
        <ConsoleTable
          label="Import columns"
          stickyHeader
          sx={{ maxHeight: 280 }}
          columns={['Column', 'What it holds', 'Example']}
        >
          {WINE_IMPORT_COLUMNS.map((column) => (
            <TableRow key={column.name}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {column.name}
                {column.required ? ' *' : ''}
              </TableCell>
              <TableCell>{column.description}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{column.example}</TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
        <Typography variant="caption" color="text.secondary">
          * required
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

function Report({ report }: { report: WineImportReport }) {
  const outcome = report.mode === 'upsert' ? `${plural(report.created, 'new wine')} and ${plural(report.updated, 'update')}` : plural(report.created, 'new wine');
  let summary: string;
  if (report.errorCount > 0) {
    summary = `${plural(report.errorCount, 'problem')} in ${report.fileName}: nothing was imported. Correct the file and check it again.`;
  } else if (report.dryRun) {
    summary = `${report.fileName} is ready: ${plural(report.rows, 'row')} checked, no problems. Importing it will add ${outcome}.`;
  } else {
    summary = `Imported ${report.fileName}: ${outcome}.`;
  }
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} aria-live="polite">
      <Alert severity={report.errorCount > 0 ? 'error' : 'success'}>{summary}</Alert>
      {report.errors.length > 0 ? (
        <ConsoleTable
          label="Problems found"
          stickyHeader
          sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
          columns={['Row', 'Column', 'Problem']}
        >
          {report.errors.map((error, index) => (
            <TableRow key={`${error.row}-${error.column ?? ''}-${index}`}>
              <TableCell>{error.row}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{error.column ?? '-'}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
      ) : null}
      {report.errorCount > report.errors.length ? (
        <Typography variant="body2" color="text.secondary">
          Showing the first {formatCount(report.errors.length)} of {plural(report.errorCount, 'problem')}.
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * CSV import of wines: check the file first (a dry run that writes nothing), read the report row by
 * row, then import. Nothing is written unless every row is right.
 */
export function AdminWineImportDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<WineImportMode>('create');
  const [progress, setProgress] = useState(0);
  const [checked, setChecked] = useState<{ file: File; mode: WineImportMode } | null>(null);
  const run = useWineImport();
  const report = run.data;
  const busy = run.isPending;
  const imported = report?.imported === true;
  const readyToImport = report !== undefined && report.dryRun && report.errorCount === 0 && checked?.file === file && checked?.mode === mode;

  const start = (dryRun: boolean) => {
    if (!file) return;
    setProgress(0);
    run.mutate(
      { file, dryRun, mode, onProgress: setProgress },
      { onSuccess: (result) => setChecked(result.dryRun && result.errorCount === 0 ? { file, mode } : null) },
    );
  };
  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    run.reset();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="wine-import-title">
      <DialogTitle id="wine-import-title">Import wines from CSV</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              {file ? 'Choose another file' : 'Choose a CSV file'}
            </Button>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="CSV file"
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
              {file ? `${file.name} (${sizeOf(file.size)})` : 'No file chosen'}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <Button size="small" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
              Template
            </Button>
          </Stack>
          {file && file.size > WINE_IMPORT_MAX_BYTES ? (
            <Alert severity="error">This file is larger than {WINE_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it in several files.</Alert>
          ) : null}
          <FormControl disabled={busy}>
            <FormLabel id="import-mode-label">Codes already in the shop</FormLabel>
            <RadioGroup
              aria-labelledby="import-mode-label"
              value={mode}
              onChange={(event) => {
                setMode(event.target.value as WineImportMode);
                run.reset();
              }}
            >
              <FormControlLabel value="create" control={<Radio />} label="Add new wines only: a code the shop already has is an error" />
              <FormControlLabel value="upsert" control={<Radio />} label="Update existing wines: a code the shop already has updates that wine" />
            </RadioGroup>
          </FormControl>
          <ColumnsHelp />
          {busy ? (
            <Box aria-live="polite">
              {progress < 1 ? (
                <>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    Uploading {file?.name}: {Math.round(progress * 100)}%
                  </Typography>
                  <LinearProgress variant="determinate" value={progress * 100} aria-label="Upload progress" />
                </>
              ) : (
                <>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    Uploaded; checking every row{run.variables?.dryRun ? '' : ' and importing'}...
                  </Typography>
                  <LinearProgress aria-label="Processing the file" />
                </>
              )}
            </Box>
          ) : null}
          <ActionError action={run} fallback="The file could not be imported. Please try again." />
          {report && !busy ? <Report report={report} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {imported ? 'Done' : 'Cancel'}
        </Button>
        {!imported ? (
          <>
            <Button variant={readyToImport ? 'outlined' : 'contained'} onClick={() => start(true)} disabled={!file || busy || file.size > WINE_IMPORT_MAX_BYTES}>
              Check file
            </Button>
            <Button variant={readyToImport ? 'contained' : 'outlined'} onClick={() => start(false)} disabled={!file || busy || file.size > WINE_IMPORT_MAX_BYTES}>
              {readyToImport && report ? `Import ${plural(report.created + report.updated, 'wine')}` : 'Import'}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
