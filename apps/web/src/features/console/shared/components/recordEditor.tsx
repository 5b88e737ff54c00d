import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from '../../../../lib/toast';

/** A console record's save: a new one (`id` null) or an edit of one, as the api modules' `useSave...` hooks take it. */
interface Save<Body, Saved> {
  reset: () => void;
  mutate: (input: { id: null; body: Body } | { id: string; body: Body }, options: { onSuccess: (saved: Saved) => void }) => void;
}

/**
 * What a console page's form dialog edits: a record, 'new' for one to create, or null while it is
 * closed. Opening and closing clear the last save's error; a save closes the dialog and toasts
 * `said(saved, created)`.
 */
export function useRecordEditor<Item extends { _id: string }, Body, Saved>(save: Save<Body, Saved>, said: (saved: Saved, created: boolean) => string) {
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const open = (record: Item | 'new') => {
    save.reset();
    setEditing(record);
  };
  const close = () => {
    setEditing(null);
    save.reset();
  };
  const submit = (body: Body) =>
    save.mutate(editing && editing !== 'new' ? { id: editing._id, body } : { id: null, body }, {
      onSuccess: (saved) => {
        enqueueSnackbar(said(saved, editing === 'new'), { variant: 'success' });
        close();
      },
    });
  return { isOpen: editing !== null, record: editing === 'new' ? null : editing, open, close, submit };
}

/** The console's "New ..." button, beside a list's title. */
export function NewRecordButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
