import { useState } from 'react';
import { useSnackbar } from '../../../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZE } from '@wine/contract/admin/shared';
import { fullName } from '../../../../lib/format';
import { errorMessageOf } from '../../../../lib/http';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { useDecideApplication, type Decision } from '../api/decideApplication';
import { useApplications, type ApplicationStatus } from '../api/listApplications';
import { ApplicationCard } from '../components/ApplicationCard';
import { Pager } from '../../shared/components/Pager';
import { ActionError } from '../../../../components/ui/ActionError';

const TITLE = 'Sommelier applications';

const tabs: { status: ApplicationStatus; label: string; empty: string }[] = [
  { status: 'in-review', label: 'In review', empty: 'No application is waiting for review.' },
  { status: 'approved', label: 'Approved', empty: 'No approved sommelier yet.' },
  { status: 'rejected', label: 'Rejected', empty: 'No rejected application.' },
];

const toastOf = (decision: Decision['activeStatus'], from: ApplicationStatus, name: string) => {
  if (decision === 'approved') return `${name} is now an approved sommelier`;
  return from === 'approved' ? `${name}'s sommelier status was revoked` : `${name}'s application was rejected`;
};

function Applications({ status }: { status: ApplicationStatus }) {
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState({ skip: 0, limit: ADMIN_PAGE_SIZE });
  const list = useApplications(status, page.skip, page.limit);
  const decide = useDecideApplication();
  const tab = tabs.find((entry) => entry.status === status);

  if (list.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (list.isError) return <Alert severity="error">{errorMessageOf(list.error, 'Could not load the applications.')}</Alert>;
  if (list.data.data.length === 0) return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{tab?.empty}</Typography>;

  return (
    <Stack spacing={2}>
      <ActionError action={decide} />
      {list.data.data.map((user) => (
        <ApplicationCard
          key={user.id}
          user={user}
          status={status}
          busy={decide.isPending}
          onDecide={(activeStatus) =>
            decide.mutate(
              { userId: user.id, activeStatus },
              { onSuccess: () => enqueueSnackbar(toastOf(activeStatus, status, fullName(user)), { variant: 'success' }) },
            )
          }
        />
      ))}
      <Pager total={list.data.total} skip={page.skip} limit={page.limit} onChange={setPage} />
    </Stack>
  );
}

/** The admin's review of sommelier applications (issue 5): In review, Approved, Rejected; the console's frame checks the role. */
export default function AdminApplicationsPage() {
  useDocumentTitle(TITLE);
  const [status, setStatus] = useState<ApplicationStatus>('in-review');

  return (
    <Box sx={{ maxWidth: 'md' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 2 }}>
        {TITLE}
      </Typography>
      <Tabs
        value={status}
        onChange={(_event, value: ApplicationStatus) => setStatus(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, maxWidth: 560 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.status} value={tab.status} label={tab.label} id={`tab-${tab.status}`} aria-controls={`panel-${tab.status}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${status}`} aria-labelledby={`tab-${status}`}>
        <Applications key={status} status={status} />
      </Box>
    </Box>
  );
}
