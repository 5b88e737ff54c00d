import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { HorizontalScroller } from '../../../components/ui/HorizontalScroller';
import { SectionTitle } from '../../../components/ui/SectionTitle';
import { SommelierCard, SommelierCardSkeleton } from '../../../components/ui/SommelierCard';
import { useSommeliers } from '../api/getSommeliers';
import { toSummary } from './toSummary';

const CARD_WIDTH = { xs: 160, sm: 200 };
const SKELETONS = 6;

/** The home page's Discover Somms + Experts row (spec 000 §2.3). */
export function SommeliersRow() {
  const sommeliers = useSommeliers();
  // A failed load shows nothing specific (spec 000 §8): the section steps aside.
  if (sommeliers.isError || sommeliers.data?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-sommeliers-title" sx={{ py: { xs: 3, md: 4 } }}>
      <Container maxWidth="lg">
        <SectionTitle id="home-sommeliers-title" to={paths.sommeliers}>
          {Text.discoverSomms}
        </SectionTitle>
        {sommeliers.data ? (
          <HorizontalScroller label={Text.discoverSomms}>
            {sommeliers.data.map((user) => (
              <Box key={user.id} sx={{ width: CARD_WIDTH, height: '100%' }}>
                <SommelierCard sommelier={toSummary(user)} />
              </Box>
            ))}
          </HorizontalScroller>
        ) : (
          <Box aria-busy="true" aria-label={`${Text.discoverSomms}, loading`} sx={{ display: 'flex', gap: 2, overflow: 'hidden', pb: 1 }}>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <Box key={index} sx={{ width: CARD_WIDTH, flex: '0 0 auto' }}>
                <SommelierCardSkeleton />
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
