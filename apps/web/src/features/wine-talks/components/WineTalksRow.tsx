import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { HomeCardRow } from '../../../components/ui/HomeCardRow';
import { PostCard, PostCardSkeleton } from '../../../components/ui/PostCard';
import { useWineTalks } from '../api/getWineTalks';

/** The home page's Wine Talks row: the 10 newest posts, 3 skeleton cards while they load (spec 000 §2.3, §9). */
export function WineTalksRow() {
  const posts = useWineTalks();
  return (
    <HomeCardRow
      titleId="home-wine-talks-title"
      title={Text.wineTalks}
      to={paths.wineTips}
      query={posts}
      keyOf={(post) => post._id}
      cardWidth={{ xs: 270, sm: 320 }}
      card={(post) => <PostCard post={post} />}
      skeletons={3}
      skeleton={<PostCardSkeleton />}
    />
  );
}
