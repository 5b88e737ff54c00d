import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessageOf } from '../../../../lib/http';

interface Props {
  /**
   * What the form saves, e.g. "wine": it names the form and its title's id (`wine-form`, `wine-form-title`), the
   * save button of a new one ("Create wine"; an edit says "Save changes") and a failure without a message of
   * its own ("The wine could not be saved. Please try again.").
   */
  record: string;
  title: string;
  editing: boolean;
  saving: boolean;
  /** The save call's failure, shown under the form unless a field already shows it. */
  error: unknown;
  errorShownInField?: boolean;
  maxWidth?: 'sm' | 'md';
  /** The form's grid columns from the `sm` breakpoint up; one column below. */
  columns: string | { sm: string; md: string };
  onClose: () => void;
  onSubmit: () => void;
  /** The fields, laid out on the form's grid. */
  children: ReactNode;
  /** Shown under the grid, above the failure (hints, grouped checkboxes). */
  footer?: ReactNode;
}

/**
 * The console's create/edit dialog: full screen on a phone, the fields on a grid, the save
 * failure, Cancel and the save button (the form's submit, so Enter saves too). It cannot be closed
 * while saving.
 */
export function AdminFormDialog(props: Props) {
  const { record, title, editing, saving, error, errorShownInField = false, maxWidth = 'md', columns, onClose, onSubmit, children, footer } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = `${record}-form`;
  const smColumns = typeof columns === 'string' ? { sm: columns } : columns;

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth={maxWidth} aria-labelledby={`${formId}-title`}>
      <DialogTitle id={`${formId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', ...smColumns } }}
        >
          {children}
        </Box>
        {footer}
        {error && !errorShownInField ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessageOf(error, `The ${record} could not be saved. Please try again.`)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save changes' : `Create ${record}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
