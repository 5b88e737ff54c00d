import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REGIONS_BY_NAME } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { HomeSection } from '../../../components/ui/HomeSection';
import { SectionTitle } from '../../../components/ui/SectionTitle';

/** Deep wine tones for the region tiles; white text on each passes WCAG AA. */
const TONES = ['#5b1f2a', '#6e2f3a', '#4a3b1f', '#2f4a3a', '#3b2a4a', '#7a3b2a', '#2a3b5b'];

/** Home section 7: the built-in regions row, each to /wine-region/{region-with-dashes}. */
export function RegionsSection({ regions = REGIONS_BY_NAME }: { regions?: readonly string[] }) {
  return (
    <HomeSection labelledBy="home-regions-title">
      <SectionTitle id="home-regions-title">{Text.wineByRegions}</SectionTitle>
      <HorizontalScroller label={Text.wineByRegions} gap={1.5}>
        {regions.map((region, index) => (
          <Box
            key={region}
            component={RouterLink}
            to={paths.wineRegion(region)}
            sx={{
              width: { xs: 150, md: 180 },
              height: { xs: 96, md: 110 },
              borderRadius: 2,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1.5,
              textDecoration: 'none',
              color: '#ffffff',
              background: `linear-gradient(160deg, ${TONES[index % TONES.length]} 0%, #231a1b 100%)`,
              '&:hover, &:focus-visible': { boxShadow: 4 },
            }}
          >
            <Typography component="span" sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.2 }}>
              {region}
            </Typography>
          </Box>
        ))}
      </HorizontalScroller>
    </HomeSection>
  );
}
