import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export default function HomePage() {
  useDocumentTitle(Text.homeTitle);
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background: 'linear-gradient(135deg, #3b2a2d 0%, #6e2f3a 55%, #8f3f4c 100%)',
        color: '#ffffff',
        py: { xs: 8, md: 14 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography component="p" sx={{ letterSpacing: '0.2em', textTransform: 'uppercase', fontSize: '0.85rem', color: '#f3e6e8', mb: 2 }}>
          {BRAND_NAME}
        </Typography>
        <Typography id="home-hero-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '3.6rem' }, mb: 2 }}>
          {Text.homeTitle}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#f3e6e8', maxWidth: 600, mx: 'auto', mb: 4 }}>
          Wines picked by sommeliers and experts, from retailers near you.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.shopWines} variant="contained" size="large" sx={{ bgcolor: '#ffffff', color: 'secondary.main', '&:hover': { bgcolor: '#f3e6e8' } }}>
            {Text.shopWines}
          </Button>
          <Button component={RouterLink} to={paths.sommeliers} variant="outlined" size="large" sx={{ color: '#ffffff', borderColor: '#ffffff' }}>
            {Text.discoverSomms}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
