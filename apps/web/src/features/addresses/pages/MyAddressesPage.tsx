import { useState } from 'react';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Text } from '@wine/contract/texts';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import type { AddressKind } from '../../../lib/addresses';
import { AddressList } from '../components/AddressList';

const tabs: { kind: AddressKind; label: string }[] = [
  { kind: 'savedAddress', label: Text.deliveryAddresses },
  { kind: 'billingAddress', label: Text.billingAddresses },
];

/** My Addresses (spec 001 §2.7): delivery and billing lists, each saved whole on every change. */
export default function MyAddressesPage() {
  useDocumentTitle(Text.myAddresses);
  const session = useSession();
  const fresh = useOwnUser(session?.user.id ?? '');
  const [kind, setKind] = useState<AddressKind>('savedAddress');
  const user = fresh.data ?? session?.user;
  if (!user) return null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 2 }}>
        {Text.myAddresses}
      </Typography>
      <Tabs
        value={kind}
        onChange={(_event, value: AddressKind) => setKind(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, maxWidth: 520 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.kind} value={tab.kind} label={tab.label} id={`tab-${tab.kind}`} aria-controls={`panel-${tab.kind}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${kind}`} aria-labelledby={`tab-${kind}`}>
        <AddressList key={kind} userId={user.id} kind={kind} addresses={user[kind]} />
      </Box>
    </Container>
  );
}
