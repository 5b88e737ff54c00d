import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  children: ReactNode;
  /** When set, the heading links to the section's full page. */
  to?: string;
  /** Something at the heading's right, e.g. a "View all" link or a button. */
  action?: ReactNode;
  level?: 'h2' | 'h3';
}

/** A section's heading, in the home page's style. */
export function SectionTitle({ id, children, to, action, level = 'h2' }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography id={id} variant={level} sx={{ fontSize: level === 'h2' ? { xs: '1.45rem', md: '1.9rem' } : { xs: '1.2rem', md: '1.45rem' } }}>
        {to ? (
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {children}
          </Link>
        ) : (
          children
        )}
      </Typography>
      {action}
    </Box>
  );
}
