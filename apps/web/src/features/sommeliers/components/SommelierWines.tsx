import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { Collection, Wine } from '@wine/contract/catalogue';
import { COLORS } from '@wine/contract/constants';
import { Text } from '@wine/contract/texts';
import { TabStrip } from '../../../components/ui/TabStrip';
import { WineGrid } from '../../../components/ui/WineGrid';

const ALL = 'All';

interface Props {
  collections: Collection[] | undefined;
  sommelierId: string;
}

/** Every wine of the sommelier's collections, once each, in collection order. */
export function distinctWines(collections: Collection[]): Wine[] {
  const seen = new Map<string, Wine>();
  collections.forEach((collection) => collection.children?.forEach((wine) => {
    if (!seen.has(wine._id)) seen.set(wine._id, wine);
  }));
  return [...seen.values()];
}

/** My Wines: colour tabs built from the colours present (All, Red, White, Rosé), 'No wines found'. */
export function SommelierWines({ collections, sommelierId }: Props) {
  const wines = useMemo(() => (collections ? distinctWines(collections) : undefined), [collections]);
  const tabs = useMemo(
    () => [ALL, ...COLORS.filter((color) => wines?.some((wine) => wine.customData.product.color === color))],
    [wines],
  );
  const [tab, setTab] = useState<string>(ALL);
  const current = tabs.includes(tab) ? tab : ALL;
  const shown = wines && current !== ALL ? wines.filter((wine) => wine.customData.product.color === current) : wines;

  return (
    <Box>
      <TabStrip tabs={tabs} value={current} onChange={setTab} label={`${Text.myWines} by colour`} idPrefix="wines-tab" panelId="wines-tabpanel" />
      <Box role="tabpanel" id="wines-tabpanel" aria-labelledby={`wines-tab-${current}`}>
        <WineGrid wines={shown} skeletons={4} emptyText={Text.noWinesFound} label={`${Text.myWines}: ${current}`} affiliateId={sommelierId} />
      </Box>
    </Box>
  );
}
