import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
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
import { AUDIT_ENTITY_TYPES, type AuditEntry } from '@wine/contract/admin/audit';
import { ADMIN_PAGE_SIZE } from '@wine/contract/admin/shared';
import { paths } from '@wine/contract/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAudit, type AuditFilter } from '../api/listAudit';
import { AdminPageTitle } from '../components/AdminPageTitle';
import { AuditDiff } from '../components/AuditDiff';
import { ListBody } from '../components/ListStates';
import { Pager } from '../components/Pager';
import { formatDateTime } from '../../../lib/recordDates';

const TITLE = 'Audit log';

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
  useDocumentTitle(`${TITLE} | Sommlike admin`);
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    entityType: params.get('entityType') || undefined,
    entityId: params.get('entityId') || undefined,
    actor: params.get('actor') || undefined,
  };
  const [actor, setActor] = useState(filter.actor ?? '');
  const [page, setPage] = useState({ skip: 0, limit: ADMIN_PAGE_SIZE });
  const list = useAudit(filter, page.skip, page.limit);

  const apply = (next: AuditFilter) => {
    const search = new URLSearchParams();
    Object.entries(next).forEach(([key, value]) => {
      if (value) search.set(key, value);
    });
    setParams(search);
    setPage({ skip: 0, limit: page.limit });
  };

  return (
    <>
      <AdminPageTitle title={TITLE} intro="Who changed what, when, with the record before and after." />
      <Box
        component="form"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...filter, actor: actor.trim() || undefined });
        }}
        sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr auto' }, alignItems: 'start' }}
      >
        <TextField size="small" select label="Record" value={filter.entityType ?? ''} onChange={(event) => apply({ ...filter, entityType: event.target.value || undefined, entityId: undefined })}>
          <MenuItem value="">All records</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="email" label="Admin's email" value={actor} onChange={(event) => setActor(event.target.value)} onBlur={() => apply({ ...filter, actor: actor.trim() || undefined })} />
        <Button
          disabled={!filter.entityType && !filter.entityId && !filter.actor}
          onClick={() => {
            setActor('');
            apply({});
          }}
          sx={{ height: 40 }}
        >
          Clear filters
        </Button>
      </Box>
      {filter.entityId ? (
        <Chip sx={{ mb: 2 }} label={`Only ${filter.entityType ?? 'record'} …${filter.entityId.slice(-8)}`} onDelete={() => apply({ ...filter, entityId: undefined })} />
      ) : null}
      <ListBody
        query={list}
        what="the audit log"
        loading={{ rows: 4, height: 120 }}
        isEmpty={(data) => data.entries.length === 0}
        empty="No admin actions match these filters."
      >
        {(data) => (
          <>
            <Stack spacing={1.5}>
              {data.entries.map((entry) => (
                <Entry key={entry._id} entry={entry} onRecord={() => apply({ entityType: entry.entityType, entityId: entry.entityId ?? undefined })} />
              ))}
            </Stack>
            <Pager total={data.total} skip={page.skip} limit={page.limit} onChange={setPage} />
          </>
        )}
      </ListBody>
    </>
  );
}
