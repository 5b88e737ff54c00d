import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The frame of the card pages (add, confirm, pay, remove): a narrow column under the page's heading. */
export function CardPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
