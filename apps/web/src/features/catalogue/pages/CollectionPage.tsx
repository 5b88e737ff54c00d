import { Link as RouterLink, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Collection } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { WineGrid } from '../../../components/ui/WineGrid';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCollection } from '../api/getCollection';
import { OwnerWineGrid } from '../components/OwnerWineGrid';
import { ShareButton } from '../components/ShareButton';

/** The collection's share link carries its owner's affiliate id (spec 000 §2.9). */
const sharePath = (collection: Collection) => {
  const path = paths.collection(collection._id, collection.title);
  return collection.affiliateId ? `${path}?utm_source=${encodeURIComponent(collection.affiliateId)}` : path;
};

/**
 * Collection detail (spec 001 §2.9), also the picks route /collection/{id}/sommlike_picks: title,
 * description, creator, wine count, grid, Share Collection. Non-owners see Add to cart; the owner
 * sees a filled bookmark on each wine that takes it out of the collection.
 */
export default function CollectionPage() {
  const { id = '' } = useParams();
  const collection = useCollection(id);
  const session = useSession();
  useDocumentTitle(collection.data?.title ?? 'Collection');
  const data = collection.data;

  if (collection.isError) {
    const gone = collection.error instanceof ApiError && collection.error.httpStatus < 500;
    return (
      <Container maxWidth="lg" sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="text.secondary">{gone ? 'This collection is no longer available.' : 'This collection could not be loaded. Please try again.'}</Typography>
      </Container>
    );
  }

  const isOwner = Boolean(data && session && data.ownerUserId === session.user.id);
  const creator = data?.createdBy;
  const creatorName = creator ? [creator.givenName, creator.familyName].filter(Boolean).join(' ') || creator.name : null;
  const count = data?.childrenIds.length;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ maxWidth: 760, flex: '1 1 320px' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1 }}>
            {data ? data.title : <Skeleton width="60%" />}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {data ? data.description : <Skeleton />}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: 36 }}>
            {creator && creatorName ? (
              <Link
                component={RouterLink}
                to={paths.sommelier(creator._id, creatorName)}
                state={{ id: creator._id }}
                underline="hover"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', fontWeight: 600 }}
              >
                <Avatar src={creator.profilePicture ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                  {creatorName.charAt(0)}
                </Avatar>
                {creatorName}
              </Link>
            ) : null}
            <Typography color="text.secondary" data-testid="wine-count">
              {count !== undefined ? `${count} ${count === 1 ? 'wine' : 'wines'}` : null}
            </Typography>
          </Box>
        </Box>
        {data ? <ShareCollection collection={data} /> : null}
      </Box>
      {data && isOwner ? (
        <OwnerWineGrid collection={data} />
      ) : (
        <WineGrid
          wines={data ? (data.children ?? []) : undefined}
          emptyText={Text.noWinesFound}
          label={data?.title ?? 'Wines'}
          affiliateId={data?.affiliateId ?? null}
          showAddToCart={!isOwner}
        />
      )}
    </Container>
  );
}

function ShareCollection({ collection }: { collection: Collection }) {
  return <ShareButton label={Text.shareCollection} path={sharePath(collection)} />;
}
