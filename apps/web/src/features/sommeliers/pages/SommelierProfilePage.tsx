import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { ApiError } from '../../../lib/http';
import { fullName } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { sommelierIdOf, useSommelier } from '../api/getSommelier';
import { useSommelierCollections } from '../api/getSommelierCollections';
import { ClubGrid } from '../../../components/ui/ClubCard';
import { useClubs } from '../../../lib/clubs';
import { useSommelierPosts } from '../api/getSommelierPosts';
import { ProfileHeader, ProfileHeaderSkeleton } from '../components/ProfileHeader';
import { SocialLinks, socialLinksOf } from '../components/SocialLinks';
import { SommelierCollections } from '../components/SommelierCollections';
import { SommelierPosts } from '../components/SommelierPosts';
import { SommelierWines } from '../components/SommelierWines';
import { MessagePage } from '../../../components/ui/MessagePage';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.8rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, height: '100%' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A sommelier's public profile (/sommelier/{id}/{name}, spec 000 §2.7). */
export default function SommelierProfilePage() {
  const params = useParams();
  const location = useLocation();
  const stateId = (location.state as { id?: unknown } | null)?.id;
  const asked = params.id ?? (typeof stateId === 'string' ? stateId : '');
  const id = sommelierIdOf(asked);
  const malformed = id === '';
  const sommelier = useSommelier(id);
  const collections = useSommelierCollections(id);
  const clubs = useClubs(id);
  const posts = useSommelierPosts(id);
  const user = sommelier.data;
  const name = user ? fullName(user) || user.name : '';
  const missing = malformed || (sommelier.isError && sommelier.error instanceof ApiError && (sommelier.error.httpStatus === 404 || sommelier.error.httpStatus === 400));
  // The title is the sommelier's own name once known, never the address's: /sommelier/{id}/Anyone proves nothing.
  useDocumentTitle(name || (missing ? 'Sommelier not found' : sommelier.isError ? 'Something went wrong' : Text.discoverSomms));

  if (malformed || sommelier.isError) {
    return <MessagePage title={missing ? 'Sommelier not found' : 'Something went wrong'} back={{ to: paths.sommeliers, label: Text.discoverSomms }} />;
  }

  if (!user) {
    return (
      <Container maxWidth="lg" disableGutters sx={{ pt: { md: 3 }, pb: 6, minHeight: '80vh' }} aria-busy="true">
        <ProfileHeaderSkeleton />
      </Container>
    );
  }

  const regions = user.customData.regions ?? [];
  const hasSocial = socialLinksOf(user).length > 0;

  return (
    <Box sx={{ pb: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg" disableGutters sx={{ pt: { md: 3 } }}>
        <ProfileHeader user={user} name={name} />
      </Container>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 2, mt: 4, gridTemplateColumns: { xs: '1fr', md: hasSocial ? '3fr 2fr' : '1fr 1fr' } }}>
          <Panel id="about-me" title={Text.aboutMe}>
            <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{user.bio?.trim() || Text.notAvailable}</Typography>
          </Panel>
          <Stack spacing={2}>
            {hasSocial ? (
              <Panel id="lets-connect" title={Text.letsConnect}>
                <SocialLinks user={user} name={name} />
              </Panel>
            ) : null}
            <Panel id="favorite-regions" title={Text.favoriteRegions}>
              {regions.length > 0 ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {regions.map((region) => (
                    <Chip key={region.title} label={region.title} component={RouterLink} to={paths.wineRegion(region.title)} clickable color="primary" variant="outlined" />
                  ))}
                </Stack>
              ) : (
                <Typography>{Text.notAvailable}</Typography>
              )}
            </Panel>
          </Stack>
        </Box>

        <Section id="my-collections" title={Text.myCollections}>
          <SommelierCollections collections={collections.isError ? [] : collections.data} sommelierId={user.id} />
        </Section>

        <Section id="my-wines" title={Text.myWines}>
          <SommelierWines collections={collections.isError ? [] : collections.data} sommelierId={user.id} />
        </Section>

        {clubs.data && clubs.data.length > 0 ? (
          <Section id="clubs" title="Clubs">
            <ClubGrid clubs={clubs.data} />
          </Section>
        ) : null}

        <Section id="wine-talks" title={Text.wineTalks}>
          <SommelierPosts posts={posts.isError ? [] : posts.data} />
        </Section>
      </Container>
    </Box>
  );
}
