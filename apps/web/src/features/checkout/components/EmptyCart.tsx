import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';

/** /my-cart with nothing in the cart: the way back, and a way to the shop. */
export function EmptyCart({ backButton }: { backButton: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {backButton}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 2 }}>
        {Text.myCart}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>Your cart is empty.</Typography>
        <Button component={RouterLink} to={paths.shopWines} variant="contained">
          {Text.continueShopping}
        </Button>
      </Paper>
    </Container>
  );
}
