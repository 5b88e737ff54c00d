import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WineGrid } from '../../../components/ui/WineGrid';
import { useSimilarWines } from '../api/getSimilarWines';

/** "More like this" (issue 20): wines of the same varietal, or region and colour, near the price. Nothing when there are none. */
export function SimilarWines({ wineId }: { wineId: string }) {
  const similar = useSimilarWines(wineId);
  if (similar.isError || similar.data?.categories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-wines-title" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id="similar-wines-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 1.5 }}>
        More like this
      </Typography>
      <WineGrid wines={similar.data?.categories} skeletons={4} emptyText="" label="More like this" />
    </Box>
  );
}
