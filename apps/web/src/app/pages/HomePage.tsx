import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { DeferredSection } from '../../components/ui/DeferredSection';
import { visuallyHidden } from '../../components/ui/visuallyHidden';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { EventsRow } from '../../features/events/components/EventsRow';
import { SommeliersRow } from '../../features/sommeliers/components/SommeliersRow';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

// Sections below the fold load their code as they near the viewport (DESIGN §9: home JS budget).
const loadPicks = () => import('../../features/catalogue/components/PicksSection').then((m) => ({ default: m.PicksSection }));
const loadTrending = () => import('../../features/catalogue/components/TrendingSection').then((m) => ({ default: m.TrendingSection }));
const loadMoments = () => import('../../features/catalogue/components/MomentsSection').then((m) => ({ default: m.MomentsSection }));
const loadWineTalks = () => import('../../features/wine-talks/components/WineTalksRow').then((m) => ({ default: m.WineTalksRow }));
const loadPairings = () => import('../../features/catalogue/components/PairingsSection').then((m) => ({ default: m.PairingsSection }));
const loadRegions = () => import('../../features/catalogue/components/RegionsSection').then((m) => ({ default: m.RegionsSection }));

/** The home page (spec 000 §2.3): the eight sections, top to bottom, composed from the features, and the food row (issue 20). */
export default function HomePage() {
  useDocumentTitle(Text.homeTitle);
  return (
    <Box>
      <Typography variant="h1" sx={visuallyHidden}>
        {Text.homeTitle}
      </Typography>
      {/* 1. Banner carousel */}
      <BannerCarousel />
      {/* 2. Discover Somms + Experts */}
      <SommeliersRow />
      {/* 3. Explore Events */}
      <EventsRow />
      {/* 4. Picks (appears about 500 ms after load) */}
      <DeferredSection load={loadPicks} minHeight={{ xs: 480, md: 520 }} />
      {/* 5. Trending Collections */}
      <DeferredSection load={loadTrending} minHeight={{ xs: 560, md: 420 }} />
      {/* 6. Wine By Moments */}
      <DeferredSection load={loadMoments} minHeight={{ xs: 380, md: 420 }} />
      {/* What are you eating? (issue 20) */}
      <DeferredSection load={loadPairings} minHeight={{ xs: 220, md: 160 }} />
      {/* 7. Wine By Regions */}
      <DeferredSection load={loadRegions} minHeight={{ xs: 200, md: 240 }} />
      {/* 8. Wine Talks */}
      <DeferredSection load={loadWineTalks} minHeight={{ xs: 420, md: 460 }} />
    </Box>
  );
}
