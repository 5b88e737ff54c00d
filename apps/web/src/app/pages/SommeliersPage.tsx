import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { SommeliersGrid } from '../../features/sommeliers/components/SommeliersGrid';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Discover Somms + Experts (/sommeliers, spec 001 §2.6): the banner carousel over the sommelier grid. */
export default function SommeliersPage() {
  useDocumentTitle(Text.discoverSomms);
  return (
    <Box sx={{ pb: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 2.5, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: { xs: 2, md: 3 } }}>
          {Text.discoverSomms}
        </Typography>
      </Container>
      <Box sx={{ maxWidth: 1600, mx: 'auto', mb: { xs: 3, md: 4 } }}>
        <BannerCarousel />
      </Box>
      <Container maxWidth="lg">
        <SommeliersGrid />
      </Container>
    </Box>
  );
}
