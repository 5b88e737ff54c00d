import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { HomeCardRow } from '../../../components/ui/HomeCardRow';
import { SommelierCard, SommelierCardSkeleton } from '../../../components/ui/SommelierCard';
import { useSommeliers } from '../api/getSommeliers';
import { toSummary } from './toSummary';

/** The home page's Discover Somms + Experts row (spec 000 §2.3). */
export function SommeliersRow() {
  const sommeliers = useSommeliers();
  return (
    <HomeCardRow
      titleId="home-sommeliers-title"
      title={Text.discoverSomms}
      to={paths.sommeliers}
      query={sommeliers}
      keyOf={(user) => user.id}
      cardWidth={{ xs: 160, sm: 200 }}
      card={(user) => <SommelierCard sommelier={toSummary(user)} />}
      skeletons={6}
      skeleton={<SommelierCardSkeleton />}
    />
  );
}
