import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { supportTicketBody } from '@wine/contract/support';
import { Text } from '@wine/contract/texts';
import { fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSendContactRequest } from '../api/sendContactRequest';
import { formResolver } from '../../../lib/formResolver';
import { FormTextField } from '../../../components/ui/FormTextField';
import { ActionError } from '../../../components/ui/ActionError';

const fields = supportTicketBody.shape;

/** All four fields are required (spec 001 §5); the contract's rules check the rest. */
const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').pipe(fields.name),
  emailAddress: z.string().trim().min(1, 'Email Address is required').pipe(fields.emailAddress),
  subject: z.string().trim().min(1, 'Subject is required').pipe(fields.subject),
  content: z.string().trim().min(1, 'Description is required').pipe(fields.content),
});

type ContactInput = z.input<typeof contactSchema>;
type ContactValues = z.output<typeof contactSchema>;

/** Contact us (/contact-us, spec 001 §2.18). */
export default function ContactUsPage() {
  useDocumentTitle('Contact us');
  const user = useSession()?.user;
  const send = useSendContactRequest();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: formResolver(contactSchema),
    defaultValues: { name: user ? fullName(user) : '', emailAddress: user?.email ?? '', subject: '', content: '' },
  });

  const submit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => form.reset({ name: values.name, emailAddress: values.emailAddress, subject: '', content: '' }),
    });
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 1 }}>
        Contact us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        A question about an order, an idea for an event, or an interest in investing: write to us and our team will answer by email.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 2 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Contact us">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField form={form} name="name" label="Name" required fullWidth autoComplete="name" />
            <FormTextField form={form} name="emailAddress" label="Email Address" type="email" required fullWidth autoComplete="email" />
          </Stack>
          <FormTextField form={form} name="subject" label="Subject" required />
          <FormTextField form={form} name="content" label="Description" required multiline minRows={5} />
          <Box role="status" aria-live="polite">
            {send.isSuccess && !form.formState.isDirty ? <Alert severity="success">{Text.contactSuccess}</Alert> : null}
          </Box>
          <ActionError action={send} fallback="Sorry, something went wrong. Please try again." />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ minWidth: 160 }}>
              {send.isPending ? 'Sending...' : 'Submit'}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}
