import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PAIRING_LABELS, PAIRINGS } from '@wine/contract/pairings';
import { paths } from '@wine/contract/routes';
import { SectionTitle } from '../../../components/ui/SectionTitle';
import { HomeSection } from '../../../components/ui/HomeSection';

const TITLE = 'What are you eating?';

/**
 * The home's way into the shop by food (issue 20): a chip per pairing, each opening Shop Wines
 * filtered by it. Plain values and links only: no filter code, no zod.
 */
export function PairingsSection() {
  return (
    <HomeSection labelledBy="home-pairings-title">
      <SectionTitle id="home-pairings-title">{TITLE}</SectionTitle>
      <Box component="ul" aria-labelledby="home-pairings-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {PAIRINGS.map((pairing) => (
          <li key={pairing}>
            <Chip component={RouterLink} to={paths.shopWinesFiltered('pairings', [pairing])} label={PAIRING_LABELS[pairing]} clickable variant="outlined" />
          </li>
        ))}
      </Box>
    </HomeSection>
  );
}
