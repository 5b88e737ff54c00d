import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMemberships } from '../api';
import { MembershipActions } from '../components/MembershipActions';

const TITLE = 'My clubs';

/** /profile/clubs (issue 46): the member's clubs, each with skip, pause, card, address and cancel in one click. */
export default function MyClubsPage() {
  useDocumentTitle(TITLE);
  const memberships = useMemberships();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={TITLE} intro="Changes made before a box's cut-off count for that box." />
      {memberships.isPending ? <PageLoader /> : null}
      {memberships.data?.length === 0 ? (
        <Typography color="text.secondary">
          You are in no club yet. <Link component={RouterLink} to={paths.clubs}>
            Find a wine club
          </Link>
        </Typography>
      ) : null}
      <Stack spacing={2}>
        {(memberships.data ?? []).map((membership) => (
          <Card key={membership._id} variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
            <Stack spacing={1}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                <Link component={RouterLink} to={paths.club(membership.clubId)} color="inherit" underline="hover">
                  {membership.clubName}
                </Link>
              </Typography>
              <MembershipActions membership={membership} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
