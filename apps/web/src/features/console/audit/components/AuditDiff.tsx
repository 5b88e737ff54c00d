import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@wine/contract/admin/audit';

type Snapshot = AuditEntry['before'];

/** A recorded value as one line of text. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(showValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields an action changed, before → after; a creation lists what was set. Identifiers stay out. */
export function changedFields(before: Snapshot, after: Snapshot): { key: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => key !== '_id' && key !== 'createdAt');
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((field) => !before || !after || !same(field.before, field.after));
}

/** Readable before and after of one audit entry: only what changed, old value struck through. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <Typography variant="body2" color="text.secondary">No field changed.</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, auto) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {fields.map((field) => (
        <Box key={field.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {field.key}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } }}>
            {entry.before && entry.after ? (
              <>
                <Box component="del" sx={{ color: 'error.dark', bgcolor: '#fbeaea', px: 0.5, borderRadius: 0.5 }} aria-label={`was ${showValue(field.before)}`}>
                  {showValue(field.before)}
                </Box>
                {' → '}
                <Box component="ins" sx={{ color: 'success.dark', bgcolor: '#e6f4ea', px: 0.5, borderRadius: 0.5, textDecoration: 'none' }}>
                  {showValue(field.after)}
                </Box>
              </>
            ) : (
              showValue(entry.after ? field.after : field.before)
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
