import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '@wine/contract/constants';
import type { LikedWine } from '@wine/contract/social';
import { Text } from '@wine/contract/texts';
import { SommelierCard, SommelierCardSkeleton } from '../../components/ui/SommelierCard';
import { WineGrid } from '../../components/ui/WineGrid';
import { useFollows } from '../../lib/follows';
import { fullName } from '../../lib/format';
import { fetchLikedWines, storeLikedWines } from '../../lib/likes';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const TABS = { wines: Text.wines, sommeliers: Text.sommeliersTab } as const;
type TabKey = keyof typeof TABS;
const TAB_PARAM = 'tab';
/** 4 skeletons while loading (spec 000 §2.6). */
const SKELETONS = 4;

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

function LikedWines() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  const queryKey = ['likes', 'wines', userId];
  const liked = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const result = await fetchLikedWines(signal);
      storeLikedWines(result.categories);
      return result.categories;
    },
    enabled: userId !== '',
    staleTime: 0,
  });
  // Unliking removes the card from view (spec 000 §2.6).
  const onUnliked = useCallback(
    (wineId: string) => queryClient.setQueryData<LikedWine[]>(['likes', 'wines', userId], (wines) => wines?.filter((wine) => wine._id !== wineId)),
    [queryClient, userId],
  );
  return (
    <WineGrid
      wines={liked.isError ? [] : liked.data}
      skeletons={SKELETONS}
      emptyText={Text.noWinesLiked}
      label={`${Text.myLiked}: ${Text.wines}`}
      showAddToCart
      onUnliked={onUnliked}
    />
  );
}

function LikedSommeliers() {
  const { follows, isLoading } = useFollows();
  if (isLoading && follows.length === 0) {
    return (
      <Box sx={gridSx} aria-busy="true" aria-label={`${Text.myLiked}: ${Text.sommeliersTab}, loading`}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <SommelierCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (follows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {Text.noSommsLiked}
      </Typography>
    );
  }
  // Unfollowing removes the record from the follows list, and so the card.
  return (
    <Box sx={gridSx} role="list" aria-label={`${Text.myLiked}: ${Text.sommeliersTab}`}>
      {follows.map(({ followId, user }) => (
        <Box role="listitem" key={followId} sx={{ minWidth: 0 }}>
          <SommelierCard
            titleAs="h2"
            sommelier={{
              id: followId,
              name: fullName(user) || user.name,
              profilePicture: user.profilePicture,
              line: user.customData.profileOneLine ?? user.designation,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** My Liked (/favourites, spec 000 §2.6): the liked wines and the followed sommeliers. */
export default function FavouritesPage() {
  useDocumentTitle(`${BRAND_NAME} | ${Text.myLiked}`);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get(TAB_PARAM) === 'sommeliers' ? 'sommeliers' : 'wines';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 2 }}>
        {Text.myLiked}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setParams(value === 'wines' ? {} : { [TAB_PARAM]: value }, { replace: true })}
        aria-label={Text.myLiked}
        textColor="inherit"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { opacity: 1, color: 'text.secondary' }, '& .MuiTab-root.Mui-selected': { color: 'primary.dark' }, '& .MuiTabs-indicator': { bgcolor: 'primary.dark' } }}
      >
        {(Object.keys(TABS) as TabKey[]).map((key) => (
          <Tab key={key} value={key} label={TABS[key]} id={`liked-tab-${key}`} aria-controls={`liked-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`liked-panel-${tab}`} aria-labelledby={`liked-tab-${tab}`}>
        {tab === 'wines' ? <LikedWines /> : <LikedSommeliers />}
      </Box>
    </Container>
  );
}
