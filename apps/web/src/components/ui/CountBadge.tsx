import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Counts past this show as "99+". */
const SHOWN_MAX = 99;

/**
 * A count at the top right of an icon (the cart's bottles in the header, the chosen filters on the
 * shop's Filters button), hidden at 0. MUI's Badge looks the same but costs the header, which every
 * page loads first, over a kilobyte of compressed JavaScript for this one use (bench/README.md).
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {children}
      {count > 0 ? (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            boxSizing: 'border-box',
            borderRadius: 10,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
        </Box>
      ) : null}
    </Box>
  );
}
