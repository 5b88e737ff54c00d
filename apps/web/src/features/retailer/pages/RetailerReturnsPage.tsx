import Container from '@mui/material/Container';
import { paths } from '@wine/contract/routes';
import { ReturnRequestsBoard } from '../../../components/ui/ReturnRequestsBoard';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PageTitle } from '../../../components/ui/PageTitle';

const TITLE = 'Returns';

/** The retailer view's returns (issue 32): the business's requests, accepted once the bottles are back. */
export default function RetailerReturnsPage() {
  useDocumentTitle(TITLE);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle
        title={TITLE}
        intro="Shoppers may return unopened bottles within 30 days. Accept a return when the bottles are collected or brought back: the shopper is refunded at once."
      />
      <ReturnRequestsBoard scope="/retailer/returns" orderLink={paths.retailerOrder} />
    </Container>
  );
}
