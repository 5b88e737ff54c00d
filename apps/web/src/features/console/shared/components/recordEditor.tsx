import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { errorMessageOf } from '../../../../lib/http';
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

/** A console record's `isActive` change, as the api modules' `useSave...` hooks take it. */
/** A console record's `isActive` change, as the api modules' `useSave...` hooks take it. */
interface ActiveSave {
  isPending: boolean;
  mutate: (input: { id: string; body: { isActive: boolean } }, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * Taking a console record out of the shop (its `isActive`) after a confirmation, or bringing it back at once.
 * `toggle` starts either; `confirmation` drives the ConfirmDialog that asks about `deactivating`. A change
 * toasts `said(record, isActive)`; a failure toasts its message, or `failed` when it carries none.
 */
export function useActiveSwitch<Item extends { _id: string; isActive: boolean }>(save: ActiveSave, said: (record: Item, isActive: boolean) => string, failed: string) {
  const { enqueueSnackbar } = useSnackbar();
  const [deactivating, setDeactivating] = useState<Item | null>(null);
  const setActive = (record: Item, isActive: boolean) =>
    save.mutate(
      { id: record._id, body: { isActive } },
      {
        onSuccess: () => {
          enqueueSnackbar(said(record, isActive), { variant: 'success' });
          setDeactivating(null);
        },
        onError: (error) => enqueueSnackbar(errorMessageOf(error, failed), { variant: 'error' }),
      },
    );
  return {
    deactivating,
    toggle: (record: Item) => (record.isActive ? setDeactivating(record) : setActive(record, true)),
    confirmation: {
      open: deactivating !== null,
      busy: save.isPending,
      onConfirm: () => deactivating && setActive(deactivating, false),
      onClose: () => setDeactivating(null),
    },
  };
}

/**
 * A change a moderator gives a reason for (hiding a post or a review, bringing it back): `changing` is the
 * record the ReasonDialog asks about, `open` asks, `confirm(reason)` sends `inputOf(record, reason)` and, once
 * done, toasts `said(record)` (the record as it was) and closes. Closing clears the last failure.
 */
export function useReasonedChange<Item, Input>(
  change: { reset: () => void; mutate: (input: Input, options: { onSuccess: () => void }) => void },
  inputOf: (record: Item, reason: string) => Input,
  said: (record: Item) => string,
) {
  const { enqueueSnackbar } = useSnackbar();
  const [changing, setChanging] = useState<Item | null>(null);
  const close = () => {
    setChanging(null);
    change.reset();
  };
  const confirm = (reason: string) => {
    if (!changing) return;
    change.mutate(inputOf(changing, reason), {
      onSuccess: () => {
        enqueueSnackbar(said(changing), { variant: 'success' });
        close();
      },
    });
  };
  return { changing, open: setChanging, close, confirm };
}

/** The console's "New ..." button, beside a list's title. */
export function NewRecordButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
