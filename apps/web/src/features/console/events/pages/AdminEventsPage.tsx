import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminEvent, AdminEventCreateBody } from '@wine/contract/admin/events';
import { formatEventTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useAdminEvents, useSaveAdminEvent } from '../api/adminEvents';
import { useRetailerChoices } from '../../shared/api/catalogueRetailers';
import { AdminEventFormDialog } from '../components/AdminEventFormDialog';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { ListBody } from '../../shared/components/ListStates';
import { PAGE_SIZES, Pager } from '../../shared/components/Pager';
import { NewRecordButton, useActiveSwitch, useRecordEditor } from '../../shared/components/recordEditor';
import { ActiveChip, RecordList, RecordRow, RowActions, Thumbnail } from '../../shared/components/recordRows';

const TITLE = 'Events';
const names = (list: { name?: string; title?: string }[]) => list.map((entry) => entry.name ?? entry.title).join(', ');

function EventRow({ event, busy, onEdit, onToggle }: { event: AdminEvent; busy: boolean; onEdit: () => void; onToggle: () => void }) {
  return (
    <RecordRow>
      <Thumbnail src={event.attachments[0]?.url} width={120} ratio="16 / 9" />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatEventTime(event.startTime)} · {event.businessName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {event.sommeliers.length > 0 ? `With ${names(event.sommeliers)}` : 'No sommelier yet'}
          {event.collections.length > 0 ? ` · Collections: ${names(event.collections)}` : ''}
        </Typography>
      </Box>
      <ActiveChip active={event.isActive} />
      <RowActions name={event.title} active={event.isActive} busy={busy} onEdit={onEdit} onToggle={onToggle} />
    </RecordRow>
  );
}

/** Events (issue 9): create, edit, attach sommeliers and collections, booking link, activate and deactivate. */
export default function AdminEventsPage() {
  useDocumentTitle(TITLE);
  const [page, setPage] = useState({ skip: 0, limit: PAGE_SIZES[0]! });
  const events = useAdminEvents(page.skip, page.limit);
  const retailers = useRetailerChoices();
  const save = useSaveAdminEvent();
  const editor = useRecordEditor<AdminEvent, AdminEventCreateBody, AdminEvent>(save, (event, created) => `${event.title} was ${created ? 'created' : 'saved'}`);
  const active = useActiveSwitch<AdminEvent>(
    save,
    (event, isActive) => (isActive ? `${event.title} is listed again` : `${event.title} was taken out of Explore Events`),
    'The event could not be changed. Please try again.',
  );

  return (
    <Box>
      <PageTitle
        title={TITLE}
        intro="Tastings and evenings at the shop's retailers, newest first."
        action={
          <NewRecordButton onClick={() => editor.open('new')} disabled={!retailers.data}>
            New event
          </NewRecordButton>
        }
      />
      <ListBody
        query={events}
        what="the events"
        loading={{ rows: 4, height: 96 }}
        isEmpty={(data) => data.events.length === 0}
        empty="No event yet: create the first one."
      >
        {(data) => (
          <>
            <RecordList label="Events" busy={events.isFetching && 'Refreshing'}>
              {data.events.map((event) => (
                <EventRow
                  key={event._id}
                  event={event}
                  busy={save.isPending}
                  onEdit={() => editor.open(event)}
                  onToggle={() => active.toggle(event)}
                />
              ))}
            </RecordList>
            <Pager total={data.total} skip={page.skip} limit={page.limit} onChange={setPage} />
          </>
        )}
      </ListBody>
      {editor.isOpen ? (
        <AdminEventFormDialog
          event={editor.record}
          retailers={retailers.data?.retailers ?? []}
          saving={save.isPending}
          error={save.error}
          onClose={editor.close}
          onSave={editor.submit}
        />
      ) : null}
      <ConfirmDialog {...active.confirmation} title={`Deactivate ${active.deactivating?.title ?? 'this event'}?`} confirm="Deactivate" destructive>
        It leaves Explore Events and its page closes. Its collections stay attached. You can activate it again at any time.
      </ConfirmDialog>
    </Box>
  );
}
