import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { RETURN_STATUS_VALUES, ReturnStatus, type ReturnStatusValue } from '@wine/contract/returns';
import { RETURNS_PAGE_SIZE, useDecideReturn, useReturnRequests, type ReturnsScope } from '../../lib/returnDecisions';
import { ReturnRequestCard } from './ReturnRequestCard';
import { PagedCardList } from './PagedCardList';

const TABS: Record<ReturnStatusValue, { label: string; empty: string }> = {
  requested: { label: 'To decide', empty: 'No return is waiting for a decision.' },
  accepted: { label: 'Refunded', empty: 'No return was accepted yet.' },
  declined: { label: 'Declined', empty: 'No return was declined.' },
};

function Requests({ scope, status, page, onPage, orderLink }: { scope: ReturnsScope; status: ReturnStatusValue; page: number; onPage: (page: number) => void; orderLink: (orderId: string) => string }) {
  const list = useReturnRequests(scope, status, page);
  const decide = useDecideReturn(scope);
  // The card whose decision is under way or failed: the others stay as they are.
  const [current, setCurrent] = useState<string | null>(null);

  return (
    <PagedCardList list={list} noun="return" loading={{ rows: 2, height: 160 }} empty={TABS[status].empty} pageSize={RETURNS_PAGE_SIZE} page={page} onPage={onPage}>
      {(data) =>
        data.requests.map((request) => (
          <ReturnRequestCard
            key={request._id}
            request={request}
            orderLink={orderLink(request.orderId)}
            deciding={decide.isPending && current === request._id}
            error={current === request._id ? decide.error : null}
            onDecide={(decision, done) => {
              setCurrent(request._id);
              decide.mutate(decision, { onSuccess: done });
            }}
          />
        ))
      }
    </PagedCardList>
  );
}

/**
 * The return requests of the retailer's business, or of every business in the console, by state;
 * the state and page live in the address.
 */
export function ReturnRequestsBoard({ scope, orderLink }: { scope: ReturnsScope; orderLink: (orderId: string) => string }) {
  const [params, setParams] = useSearchParams();
  const parsed = ReturnStatus.safeParse(params.get('tab'));
  const status: ReturnStatusValue = parsed.success ? parsed.data : 'requested';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const show = (next: { status?: ReturnStatusValue; page?: number }) => {
    const nextPage = next.page ?? 0;
    setParams({ tab: next.status ?? status, ...(nextPage > 0 ? { page: String(nextPage + 1) } : {}) });
  };
  return (
    <>
      <Tabs
        value={status}
        onChange={(_event, value: ReturnStatusValue) => show({ status: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {RETURN_STATUS_VALUES.map((value) => (
          <Tab key={value} value={value} label={TABS[value].label} id={`returns-tab-${value}`} aria-controls={`returns-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`returns-panel-${status}`} aria-labelledby={`returns-tab-${status}`}>
        <Requests key={status} scope={scope} status={status} page={page} onPage={(next) => show({ page: next })} orderLink={orderLink} />
      </Box>
    </>
  );
}
