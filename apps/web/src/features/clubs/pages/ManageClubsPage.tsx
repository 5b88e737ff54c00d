import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLUB_STATUS_TEXT } from '@wine/contract/clubs';
import { paths } from '@wine/contract/routes';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOwnClubs } from '../api';
import { CreateClubForm } from '../components/CreateClubForm';
import { SelectionPicker } from '../components/SelectionPicker';

const TITLE = 'My wine clubs';

/** /clubs/manage (issue 46): the sommelier's clubs, a new one proposed to a partner, and each next box's selection. */
export default function ManageClubsPage() {
  useDocumentTitle(TITLE);
  const clubs = useOwnClubs();
  const [creating, setCreating] = useState(false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={TITLE}
        intro="Propose a club to a retailer; once it accepts, pick each box from its stock before the cut-off."
        action={
          <Button variant="contained" onClick={() => setCreating((open) => !open)}>
            {creating ? 'Close' : 'New club'}
          </Button>
        }
      />
      {creating ? (
        <Card variant="outlined" sx={{ p: 2.5, mb: 3, borderRadius: 2 }}>
          <CreateClubForm onCreated={() => setCreating(false)} />
        </Card>
      ) : null}
      {clubs.isPending ? <PageLoader /> : null}
      <Stack spacing={2}>
        {(clubs.data ?? []).map((club) => {
          const next = club.cycles.find((cycle) => (cycle.status === 'planned' || cycle.status === 'announced') && new Date(cycle.cutoffAt) > new Date());
          return (
            <Card key={club._id} variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    <Link component={RouterLink} to={paths.club(club._id)} color="inherit" underline="hover">
                      {club.name}
                    </Link>
                  </Typography>
                  <Chip size="small" label={CLUB_STATUS_TEXT[club.status]} />
                  <Typography variant="body2" color="text.secondary">
                    {club.activeMembers} active of {club.members} members · {club.retailer.name}
                  </Typography>
                </Stack>
                {club.status === 'open' && next ? <SelectionPicker clubId={club._id} cycleId={next._id} /> : null}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
