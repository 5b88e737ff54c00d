import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';

/** What a signed-in user without the needed role sees on a console page. */
export function Forbidden({ audience = "the shop's administrators" }: { audience?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <BlockIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1.5 }}>
        403: Not allowed
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page is for {audience} only.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </Container>
  );
}
