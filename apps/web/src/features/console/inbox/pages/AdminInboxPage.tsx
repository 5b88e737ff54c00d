import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { OutboxPanel } from '../components/OutboxPanel';
import { TicketsPanel } from '../components/TicketsPanel';

const TITLE = 'Mail & tickets';
type InboxTab = 'tickets' | 'mail';

/** Support tickets from Contact us, and the shop's outgoing mail. The tab is in the address (?tab=). */
export default function AdminInboxPage() {
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const [params, setParams] = useSearchParams();
  const tab: InboxTab = params.get('tab') === 'mail' ? 'mail' : 'tickets';

  return (
    <>
      <PageTitle title={TITLE} />
      <Tabs value={tab} onChange={(_event, value: InboxTab) => setParams({ tab: value }, { replace: true })} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tab value="tickets" label="Support tickets" id="tab-tickets" aria-controls="panel-tickets" />
        <Tab value="mail" label="Mail outbox" id="tab-mail" aria-controls="panel-mail" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'tickets' ? <TicketsPanel /> : <OutboxPanel />}
      </Box>
    </>
  );
}
