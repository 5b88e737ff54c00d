import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

// The pieces of the console's record lists (wines, events, collections, banners, posts, reviews): each record a card in a named list.

/**
 * A named list of record cards (`Paper component="li"`), one under the other, without bullets; while
 * `busy` names what is under way ("Refreshing", "Saving"), a bar above the list says so.
 */
export function RecordList({ label, busy, children }: { label: string; busy?: string | false; children: ReactNode }) {
  return (
    <>
      {busy ? <LinearProgress sx={{ mb: 1 }} aria-label={busy} /> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
        {children}
      </Stack>
    </>
  );
}

/** One record's card in a RecordList: its picture, texts, chips and actions on one wrapping row. */
export function RecordRow({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
    </Paper>
  );
}

/** A record's picture at `width` and `ratio`, or a blank of that size when it has none, so the rows line up. */
export function Thumbnail({ src, width, ratio }: { src: string | undefined; width: number; ratio: string }) {
  return (
    <Box
      component={src ? 'img' : 'div'}
      src={src}
      alt=""
      sx={{ width, aspectRatio: ratio, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eced', flexShrink: 0, display: 'block' }}
    />
  );
}

/** Whether the shop shows the record: filled green when it does, outlined grey when not; `labels` say it ("Active", "Inactive"). */
export function ActiveChip({ active, labels = ['Active', 'Inactive'] }: { active: boolean; labels?: readonly [string, string] }) {
  return <Chip size="small" label={active ? labels[0] : labels[1]} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}

interface RowActionsProps {
  /** What the buttons name for a screen reader, e.g. the wine's title: "Edit Barolo 2019". */
  name: string;
  active: boolean;
  /** The verbs that take the record out and bring it back. */
  verbs?: readonly [string, string];
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

/** A record card's Edit button and the one that takes it out of the shop (red) or brings it back. */
export function RowActions({ name, active, verbs = ['Deactivate', 'Activate'], busy, onEdit, onToggle, sx }: RowActionsProps) {
  const verb = active ? verbs[0] : verbs[1];
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="small" color={active ? 'error' : 'primary'} disabled={busy} onClick={onToggle} aria-label={`${verb} ${name}`}>
        {verb}
      </Button>
    </Stack>
  );
}
