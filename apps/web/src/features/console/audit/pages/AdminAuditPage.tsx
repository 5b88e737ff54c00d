import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ENTITY_TYPES, auditQuery, type AuditEntry } from '@wine/contract/admin/audit';
import { paths } from '@wine/contract/routes';
import { useAudit } from '../api/listAudit';
import { AuditDiff } from '../components/AuditDiff';
import { ConsoleListPage } from '../../shared/components/ConsoleListPage';
import { useListAddress } from '../../shared/components/listQuery';
import { formatDateTime } from '../../../../lib/recordDates';

const TITLE = 'Audit log';
const FILTER_KEYS = ['entityType', 'entityId', 'actor'] as const;

/** "coupon.update" -> "Coupon update". */
const actionLabel = (action: string) => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Where the changed record lives in the console, when it has a page. */
function recordLink(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  if (entry.entityType === 'order') return paths.adminOrder(entry.entityId);
  if (entry.entityType === 'coupon') return paths.adminCoupons;
  if (entry.entityType === 'retailer') return paths.adminRetailers;
  if (entry.entityType === 'ticket') return `${paths.adminInbox}?tab=tickets`;
  if (entry.entityType === 'mail') return `${paths.adminInbox}?tab=mail`;
  return null;
}

/** A few words naming the record, from what the entry recorded. */
function recordName(entry: AuditEntry): string {
  const data = entry.after ?? entry.before ?? {};
  const name = data.code ?? data.name ?? data.order ?? data.email ?? data.subject ?? data.title;
  return typeof name === 'string' ? name : `${entry.entityType} ${entry.entityId?.slice(-8) ?? ''}`;
}

function Entry({ entry, onRecord }: { entry: AuditEntry; onRecord: () => void }) {
  const link = recordLink(entry);
  return (
    <Card component="article" variant="outlined" aria-label={`${actionLabel(entry.action)}: ${recordName(entry)}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 0.5, mb: 1.5 }}>
          <Box>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{actionLabel(entry.action)}</Typography>
              <Chip size="small" label={entry.entityType} />
              {link ? (
                <Link component={RouterLink} to={link}>
                  {recordName(entry)}
                </Link>
              ) : (
                <Typography component="span">{recordName(entry)}</Typography>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'A removed account'} · {formatDateTime(entry.createdAt)}
            </Typography>
          </Box>
          {entry.entityId ? (
            <Box>
              <Button size="small" onClick={onRecord}>
                History of this record
              </Button>
            </Box>
          ) : null}
        </Stack>
        <AuditDiff entry={entry} />
      </CardContent>
    </Card>
  );
}

/** Every admin action, newest first: who did what to which record, when, and what changed. */
export default function AdminAuditPage() {
  const address = useListAddress(FILTER_KEYS, auditQuery);
  const list = useAudit(address.query);
  const entityType = address.params.get('entityType');
  const entityId = address.params.get('entityId');

  return (
    <ConsoleListPage
      title={TITLE}
      intro="Who changed what, when, with the record before and after."
      address={address}
      list={list}
      what="the audit log"
      loading={{ rows: 4, height: 120 }}
      rowsOf={(data) => data.entries}
      empty="No admin actions match these filters."
      filters={{
        label: 'Filter the audit log',
        searchLabel: "Admin's email",
        searchKey: 'actor',
        searchType: 'email',
        columns: '2fr 1fr auto',
        children: (
          <TextField size="small" select label="Record" value={entityType ?? ''} onChange={(event) => address.setFilters({ entityType: event.target.value, entityId: undefined })}>
            <MenuItem value="">All records</MenuItem>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
        ),
      }}
      filterNote={entityId ? <Chip sx={{ mb: 2 }} label={`Only ${entityType ?? 'record'} …${entityId.slice(-8)}`} onDelete={() => address.setFilter('entityId', '')} /> : null}
    >
      {(data) => (
        <Stack spacing={1.5}>
          {data.entries.map((entry) => (
            <Entry key={entry._id} entry={entry} onRecord={() => address.setFilters({ entityType: entry.entityType, entityId: entry.entityId ?? undefined, actor: undefined })} />
          ))}
        </Stack>
      )}
    </ConsoleListPage>
  );
}
