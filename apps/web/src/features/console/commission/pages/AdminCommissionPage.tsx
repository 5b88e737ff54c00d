import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { adminCommissionQuery } from '@wine/contract/admin/commission';
import { formatPrice } from '@wine/contract/money';
import { formatListMonth } from '../../../../lib/recordDates';
import { useAdminCommission } from '../api/listCommission';
import { ConsoleListPage } from '../../shared/components/ConsoleListPage';
import { FilterField } from '../../shared/components/ListFilters';
import { useListAddress } from '../../shared/components/listQuery';
import { ConsoleTable, PersonCell } from '../../shared/components/ConsoleTable';

const TITLE = 'Commission';
const FILTER_KEYS = ['q', 'from', 'to'] as const;

/** What each sommelier earned per month (issue 21), newest month first, by sommelier and months; downloadable as CSV. */
export default function AdminCommissionPage() {
  const address = useListAddress(FILTER_KEYS, adminCommissionQuery);
  const list = useAdminCommission(address.query);

  return (
    <ConsoleListPage
      title={TITLE}
      intro="Earned on the lines a sommelier's link brought, in the month the order was charged (store calendar). Sales are after the wines' own offers."
      address={address}
      list={list}
      what="the commission"
      rowsOf={(data) => data.commissions}
      empty="No commission earned yet."
      emptyFiltered="No commission matches these filters."
      csv={{ path: '/admin/commission/export.csv', fileName: 'commission.csv' }}
      filters={{
        label: 'Filter commission',
        searchLabel: 'Sommelier name or email',
        columns: '2fr 1fr 1fr auto',
        children: (
          <>
            <FilterField list={address} name="from" label="From month" type="month" />
            <FilterField list={address} name="to" label="To month" type="month" />
          </>
        ),
      }}
      framed
    >
      {(data) => (
        <ConsoleTable
          label="Commission"
          columns={[
            'Month', 'Sommelier', { label: 'Orders', align: 'right' }, { label: 'Sales', align: 'right' }, { label: 'Commission', align: 'right' },
          ]}
        >
          {data.commissions.map((row) => (
            <TableRow key={`${row.month}-${row.sommelier._id}`} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatListMonth(row.month)}</TableCell>
              <PersonCell person={row.sommelier} maxWidth={260} />
              <TableCell align="right">{row.orders}</TableCell>
              <TableCell align="right">{formatPrice(row.sales)}</TableCell>
              <TableCell align="right">{formatPrice(row.commission)}</TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
      )}
    </ConsoleListPage>
  );
}
