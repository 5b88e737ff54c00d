import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { ReturnRequestsBoard } from '../../../components/ui/ReturnRequestsBoard';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const TITLE = 'Returns';

/** The retailer view's returns (issue 32): the business's requests, accepted once the bottles are back. */
export default function RetailerReturnsPage() {
  useDocumentTitle(TITLE);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 0.5 }}>
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Shoppers may return unopened bottles within 30 days. Accept a return when the bottles are collected or brought back: the shopper is refunded at
        once.
      </Typography>
      <ReturnRequestsBoard scope="/retailer/returns" orderLink={paths.retailerOrder} />
    </Container>
  );
}
