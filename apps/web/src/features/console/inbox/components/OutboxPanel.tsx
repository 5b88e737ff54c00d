import { useState } from 'react';
import { useSnackbar } from '../../../../lib/toast';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useOutbox, type MailStatus } from '../api/listOutbox';
import { useRetryMail } from '../api/retryMail';
import { formatDateTime } from '../../../../lib/recordDates';
import { ListBody } from '../../shared/components/ListStates';
import { Pager, usePageOf } from '../../shared/components/Pager';
import { StatusToggle } from '../../shared/components/StatusToggle';
import { ActionError } from '../../../../components/ui/ActionError';
import { ConsoleTable, shownFrom } from '../../shared/components/ConsoleTable';

const EMPTY: Record<MailStatus, string> = {
  failed: 'No failed mail.',
  pending: 'Nothing waiting to be sent.',
  sent: 'No mail sent yet.',
};

const STATUS_LABELS: Record<MailStatus, string> = { failed: 'Failed', pending: 'Pending', sent: 'Sent' };

/** The mail the shop sent or tries to send; a failed one can be queued again. Bodies stay hidden (they may hold sign-in links). */
export function OutboxPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<MailStatus>('failed');
  const [page, setPage] = usePageOf(status);
  const list = useOutbox(status, page.skip, page.limit);
  const retry = useRetryMail();

  return (
    <>
      <StatusToggle label="Mail status" value={status} labels={STATUS_LABELS} onChange={setStatus} />
      {status === 'pending' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Without a mail server (SMTP) configured, all mail waits here as pending.
        </Typography>
      ) : null}
      <ActionError action={retry} sx={{ mb: 2 }} />
      <ListBody query={list} what="the mail" isEmpty={(data) => data.mails.length === 0} empty={EMPTY[status]}>
        {(data) => (
          <Paper variant="outlined">
            <ConsoleTable
              label={`${status} mail`}
              columns={[
                'To and subject', { label: 'Queued', from: 'sm' }, { label: 'Attempts', align: 'right' },
                ...(status === 'failed' ? [{ label: 'Retry', align: 'right' } as const] : []),
              ]}
            >
              {data.mails.map((mail) => (
                <TableRow key={mail._id}>
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {mail.to}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {mail.subject}
                    </Typography>
                    {mail.lastError ? (
                      <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                        {mail.lastError}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={shownFrom('sm')}>
                    {formatDateTime(mail.createdAt)}
                    {mail.sentAt ? (
                      <Typography variant="body2" color="text.secondary">
                        Sent {formatDateTime(mail.sentAt)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{mail.attempts}</TableCell>
                  {status === 'failed' ? (
                    <TableCell align="right">
                      <Button
                        size="small"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(mail._id, { onSuccess: () => enqueueSnackbar(`Mail to ${mail.to} queued again`, { variant: 'success' }) })}
                      >
                        Retry
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </ConsoleTable>
            <Pager total={data.total} skip={page.skip} limit={page.limit} onChange={setPage} />
          </Paper>
        )}
      </ListBody>
    </>
  );
}
