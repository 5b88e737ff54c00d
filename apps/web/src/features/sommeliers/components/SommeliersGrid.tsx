import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { SommelierCard, SommelierCardSkeleton } from '../../../components/ui/SommelierCard';
import { useSommeliers } from '../api/getSommeliers';
import { toSummary } from './toSummary';

export const sommelierGridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Four skeletons while the list loads (spec 001 §2.6). */
const SKELETONS = 4;

/** The grid of sommelier cards of Discover Somms + Experts (spec 001 §2.6). */
export function SommeliersGrid() {
  const sommeliers = useSommeliers();
  if (sommeliers.isPending) {
    return (
      <Box sx={sommelierGridSx} aria-busy="true" aria-label={`${Text.discoverSomms}, loading`}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <SommelierCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  const users = sommeliers.data ?? [];
  if (users.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {sommeliers.isError ? 'The sommeliers could not be loaded. Please try again later.' : 'No sommeliers yet.'}
      </Typography>
    );
  }
  return (
    <Box sx={sommelierGridSx} role="list" aria-label={Text.discoverSomms}>
      {users.map((user, index) => (
        <Box role="listitem" key={user.id} sx={{ minWidth: 0 }}>
          <SommelierCard sommelier={toSummary(user)} eager={index < 4} titleAs="h2" />
        </Box>
      ))}
    </Box>
  );
}
