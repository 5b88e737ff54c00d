import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ClubGrid } from '../../../components/ui/ClubCard';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useClubs } from '../../../lib/clubs';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const TITLE = 'Wine clubs';

/** /clubs (issue 46): the open clubs, each a box a sommelier curates and a local retailer fills. */
export default function ClubsPage() {
  useDocumentTitle(TITLE);
  const clubs = useClubs();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={TITLE}
        intro="A box of wines a sommelier picks for you from a local retailer's shelves, every month or season. Skip, pause or cancel any time before a cut-off."
      />
      {clubs.isPending ? (
        <PageLoader />
      ) : clubs.data && clubs.data.length > 0 ? (
        <ClubGrid clubs={clubs.data} />
      ) : (
        <Typography color="text.secondary">No club is taking members at the moment.</Typography>
      )}
    </Container>
  );
}
