import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import WineBarIcon from '@mui/icons-material/WineBarOutlined';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

interface Props {
  title: string;
  documentTitle?: string;
}

/** The placeholder of a page whose content arrives in a later release. */
export default function ComingSoon({ title, documentTitle }: Props) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <WineBarIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Coming soon. We are still uncorking this page; check back shortly.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </Container>
  );
}
