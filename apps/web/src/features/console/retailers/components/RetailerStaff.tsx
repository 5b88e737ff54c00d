import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSnackbar } from '../../../../lib/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { retailerStaffBody, type Retailer } from '@wine/contract/admin/retailers';
import { useChangeStaff } from '../api/retailerStaff';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { ActionError } from '../../../../components/ui/ActionError';
import { EmailField } from '../../../../components/ui/FormTextField';
import { useContractForm } from '../../../../lib/contractForm';

type Person = Retailer['staff'][number];

/** Who works for a retailer (the retailer role), with attaching by email and detaching. */
export function RetailerStaff({ retailer }: { retailer: Retailer }) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeStaff();
  const form = useContractForm(retailerStaffBody, { email: '' });
  const typed = useWatch({ control: form.control, name: 'email' });
  const [leaving, setLeaving] = useState<Person | null>(null);

  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Staff ({retailer.staff.length})
      </Typography>
      {retailer.staff.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Nobody can see this retailer&apos;s orders yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {retailer.staff.map((person) => (
            <Stack component="li" key={person._id} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {person.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
              </Box>
              <Tooltip title="Detach">
                <IconButton aria-label={`Detach ${person.email}`} onClick={() => setLeaving(person)} size="small">
                  <PersonRemoveIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
        </Box>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        aria-label={`Attach staff to ${retailer.name}`}
        noValidate
        onSubmit={form.handleSubmit(({ email }) =>
          change.mutate(
            { retailerId: retailer._id, attach: email },
            {
              onSuccess: () => {
                form.reset({ email: '' });
                enqueueSnackbar(`${email} now works for ${retailer.name}`, { variant: 'success' });
              },
            },
          ),
        )}
      >
        <EmailField
          form={form}
          name="email"
          size="small"
          label="Account email"
          required={false}
          autoComplete="off"
          hint="They get the retailer role and see this retailer's orders"
          sx={{ flex: 1 }}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={typed === '' || change.isPending}>
            Attach
          </Button>
        </Box>
      </Stack>
      <ActionError action={change} sx={{ mt: 1 }} />
      <ConfirmDialog
        open={leaving !== null}
        title="Detach this person?"
        confirm="Detach"
        destructive
        busy={change.isPending}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          if (!leaving) return;
          change.mutate(
            { retailerId: retailer._id, detach: leaving._id },
            {
              onSuccess: () => enqueueSnackbar(`${leaving.email} no longer works for ${retailer.name}`, { variant: 'success' }),
              onSettled: () => setLeaving(null),
            },
          );
        }}
      >
        <Typography>
          {leaving?.name} ({leaving?.email}) loses the retailer role and can no longer see {retailer.name}&apos;s orders. Their account stays.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
