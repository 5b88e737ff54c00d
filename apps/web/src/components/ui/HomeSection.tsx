import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

interface Props {
  labelledBy: string;
  children: ReactNode;
  tinted?: boolean;
}

/** One band of the home page. */
export function HomeSection({ labelledBy, children, tinted = false }: Props) {
  return (
    <Box component="section" aria-labelledby={labelledBy} sx={{ py: { xs: 3, md: 4 }, bgcolor: tinted ? '#f3ecea' : undefined }}>
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
