import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import type { OwnUser } from '@wine/contract/users';
import { PageLoader } from '../../../components/ui/PageLoader';
import { errorMessageOf } from '../../../lib/http';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { applicationBody, useSubmitApplication } from '../api/submitApplication';
import { AboutYouStep } from '../components/AboutYouStep';
import { SetupProfileStep } from '../components/SetupProfileStep';
import { SocialStep } from '../components/SocialStep';
import { ThankYouDialog } from '../components/ThankYouDialog';
import { applicationDefaults, applicationSchema, stepFields, type ApplicationField, type ApplicationInput, type ApplicationValues } from '../schema';
import { formResolver } from '../../../lib/formResolver';

const steps = [Text.setupProfile, Text.tellUsAboutYou, Text.linkSocialAccounts] as const;

/** "customData.regions: Please select atleast 5 regions" -> the message a person reads. */
const readable = (message: string) => message.replace(/^[\w.[\]]+: /, '');

function ApplicationWizard({ user, editing }: { user: OwnUser; editing: boolean }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const submit = useSubmitApplication();
  const [step, setStep] = useState(0);
  const [thankYou, setThankYou] = useState(false);
  const form = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver: formResolver(applicationSchema),
    defaultValues: applicationDefaults(user),
  });

  // Once a step has shown an error, the field is checked again as it changes, so that the error
  // goes away as soon as it is fixed (Next checks a step; the form is submitted only at Done).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const field = name?.split('.')[0] as ApplicationField | undefined;
      if (field && form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const next = async () => {
    if (await form.trigger(stepFields[step], { shouldFocus: true })) {
      setStep(step + 1);
      window.scrollTo({ top: 0 });
    }
  };

  const done = form.handleSubmit(
    (values) => {
      submit.mutate(
        { id: user.id, changes: applicationBody(user, values) },
        {
          onSuccess: () => {
            if (editing) {
              enqueueSnackbar('Sommelier profile updated', { variant: 'success' });
              navigate(paths.profile);
            } else {
              setThankYou(true);
            }
          },
        },
      );
    },
    // A rule of an earlier step failed (the steps validate as they go, so rarely): go back to it.
    (errors) => {
      const failing = stepFields.findIndex((fields) => fields.some((field) => field in errors));
      if (failing >= 0 && failing !== step) setStep(failing);
    },
  );

  const last = step === steps.length - 1;
  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: { xs: 3, md: 4 } }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack
        component="form"
        noValidate
        spacing={3}
        aria-label={steps[step]}
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void done(event);
          else void next();
        }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
          {steps[step]}
        </Typography>
        {step === 0 ? <SetupProfileStep form={form} /> : null}
        {step === 1 ? <AboutYouStep form={form} /> : null}
        {step === 2 ? <SocialStep form={form} /> : null}
        {submit.isError ? <Alert severity="error">{readable(errorMessageOf(submit.error, 'Something went wrong, please try again.'))}</Alert> : null}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          {step > 0 ? (
            <Button variant="outlined" size="large" onClick={() => setStep(step - 1)} disabled={submit.isPending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" size="large" disabled={submit.isPending} sx={{ minWidth: 140 }}>
            {last ? (submit.isPending ? 'Submitting...' : 'Done') : 'Next'}
          </Button>
        </Stack>
      </Stack>
      <ThankYouDialog open={thankYou} onOkay={() => navigate(paths.profile)} />
    </>
  );
}

/** An application under review or declined: the same words as the profile menu's popup (spec 000 §4). */
function ApplicationStatus({ status }: { status: 'in-review' | 'rejected' }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
        {status === 'rejected' ? 'Your sommelier application' : Text.thankYouTitle}
      </Typography>
      <Typography color="text.secondary">{status === 'rejected' ? Text.rejectedBody : Text.thankYouBody}</Typography>
      <Button component={RouterLink} to={paths.profile} variant="contained">
        Back to profile
      </Button>
    </Stack>
  );
}

/**
 * Become a Sommelier (spec 001 §2.5): three steps, then the thank-you modal. An approved sommelier
 * gets the same wizard, prefilled, as Edit Sommelier Profile. The mode is fixed when the page opens,
 * so that submitting (which puts the application in review) does not swap the page under the modal.
 */
function SetupContent({ user }: { user: OwnUser }) {
  const [status] = useState(user.activeStatus);
  const editing = status === 'approved';
  useDocumentTitle(editing ? Text.editSommelierProfile : Text.becomeSommelier);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 3 }}>
          {editing ? Text.editSommelierProfile : Text.becomeSommelier}
        </Typography>
        {status === 'in-review' || status === 'rejected' ? (
          <ApplicationStatus status={status} />
        ) : (
          <ApplicationWizard user={user} editing={editing} />
        )}
      </Paper>
    </Container>
  );
}

export default function SommelierSetupPage() {
  const session = useSession();
  const fresh = useOwnUser(session?.user.id ?? '');
  // Wait for the fresh record (the prefill and the status come from it); fall back to the stored one.
  if (fresh.isPending) return <PageLoader />;
  const user = fresh.data ?? session?.user;
  if (!user) return null;
  return <SetupContent user={user} />;
}
