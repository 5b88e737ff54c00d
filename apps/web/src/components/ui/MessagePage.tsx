import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

interface Props {
  title: string;
  children?: ReactNode;
  /** Where its button leads: home unless given. */
  back?: { to: string; label: string };
}

/** A page that only says something (not found, failed) and leads back: home, or to the list it came from. */
export function MessagePage({ title, children, back = { to: '/', label: 'Back to home' } }: Props) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {children}
        </Typography>
      ) : null}
      <Button component={RouterLink} to={back.to} variant="contained" sx={children ? undefined : { mt: 2.5 }}>
        {back.label}
      </Button>
    </Container>
  );
}
