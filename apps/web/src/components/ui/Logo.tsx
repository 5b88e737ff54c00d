import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { BRAND_NAME } from '@wine/contract/constants';

interface Props {
  inverted?: boolean;
}

export function Logo({ inverted = false }: Props) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${BRAND_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? '#ffffff' : 'primary.main',
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontWeight: 700,
        fontSize: { xs: '1.35rem', md: '1.6rem' },
        letterSpacing: '0.02em',
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: { xs: 28, md: 32 }, height: { xs: 28, md: 32 } }}>
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M11 6h10c0 6-1.5 10-5 10S11 12 11 6zm5 10v8m-4 2h8" stroke={inverted ? '#3b2a2d' : '#ffffff'} strokeWidth="2" fill="none" strokeLinecap="round" />
      </Box>
      {BRAND_NAME}
    </Box>
  );
}
