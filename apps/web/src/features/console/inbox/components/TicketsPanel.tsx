import { useState } from 'react';
import { useSnackbar } from '../../../../lib/toast';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTickets, type TicketStatus } from '../api/listTickets';
import { useSetTicketStatus } from '../api/setTicketStatus';
import { formatDateTime } from '../../../../lib/recordDates';
import { ListBody } from '../../shared/components/ListStates';
import { Pager, usePageOf } from '../../shared/components/Pager';
import { StatusToggle } from '../../shared/components/StatusToggle';
import { ActionError } from '../../../../components/ui/ActionError';

const STATUS_LABELS: Record<TicketStatus, string> = { OPEN: 'Open', HANDLED: 'Handled' };

/** Contact us requests: open ones to answer (by mail, outside the shop), handled ones for reference. */
export function TicketsPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<TicketStatus>('OPEN');
  const [page, setPage] = usePageOf(status);
  const list = useTickets(status, page.skip, page.limit);
  const update = useSetTicketStatus();

  return (
    <>
      <StatusToggle label="Ticket status" value={status} labels={STATUS_LABELS} onChange={setStatus} />
      <ActionError action={update} sx={{ mb: 2 }} />
      <ListBody
        query={list}
        what="the tickets"
        isEmpty={(data) => data.tickets.length === 0}
        empty={status === 'OPEN' ? 'No open tickets. Nice work.' : 'No handled tickets yet.'}
      >
        {(data) => (
          <>
            {data.tickets.map((ticket) => (
              <Accordion key={ticket._id} variant="outlined" disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`ticket-${ticket._id}`} id={`ticket-${ticket._id}-header`}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{ticket.subject}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {ticket.name} · {formatDateTime(ticket.createdAt)}
                    </Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails id={`ticket-${ticket._id}`}>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{ticket.content}</Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, alignItems: { sm: 'center' } }}>
                    <Typography variant="body2" color="text.secondary">
                      Reply to{' '}
                      <Link href={`mailto:${ticket.emailAddress}?subject=${encodeURIComponent(`Re: ${ticket.subject}`)}`}>{ticket.emailAddress}</Link>
                      {ticket.handledAt ? ` · handled ${formatDateTime(ticket.handledAt)}` : ''}
                    </Typography>
                    <Button
                      variant={ticket.status === 'OPEN' ? 'contained' : 'outlined'}
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate(
                          { id: ticket._id, status: ticket.status === 'OPEN' ? 'HANDLED' : 'OPEN' },
                          { onSuccess: (saved) => enqueueSnackbar(saved.status === 'HANDLED' ? 'Ticket marked handled' : 'Ticket opened again', { variant: 'success' }) },
                        )
                      }
                    >
                      {ticket.status === 'OPEN' ? 'Mark handled' : 'Open again'}
                    </Button>
                  </Stack>
                </AccordionDetails>
              </Accordion>
            ))}
            <Pager total={data.total} skip={page.skip} limit={page.limit} onChange={setPage} />
          </>
        )}
      </ListBody>
    </>
  );
}
