import { paths } from '@wine/contract/routes';
import { ReturnRequestsBoard } from '../../../../components/ui/ReturnRequestsBoard';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { PageTitle } from '../../../../components/ui/PageTitle';

/** The console's returns (issue 32): every business's requests; an admin may decide for a retailer. */
export default function AdminReturnsPage() {
  useDocumentTitle('Returns | Sommlike admin');
  return (
    <>
      <PageTitle title="Returns" intro="Every retailer's return requests. Accepting refunds the shopper at once and puts the bottles back in stock." />
      <ReturnRequestsBoard scope="/admin/returns" orderLink={paths.adminOrder} />
    </>
  );
}
