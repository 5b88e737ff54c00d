import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinClubBody, type ClubDetail } from '@wine/contract/clubs';
import { MIN_AGE } from '@wine/contract/constants';
import { formatPrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { ActionError } from '../../../components/ui/ActionError';
import { FormCheckbox } from '../../../components/ui/FormCheckbox';
import { FormSelect } from '../../../components/ui/FormSelect';
import { useSavedCards } from '../../../lib/cards';
import { cardName } from '@wine/contract/cards';
import { clubDay } from '../../../lib/clubs';
import { useContractForm } from '../../../lib/contractForm';
import { openLogin } from '../../../lib/loginPrompt';
import { useOwnUser } from '../../../lib/ownUser';
import { useSession } from '../../../lib/session';
import { useJoinClub } from '../api';

const PICKUP = 'pickup';

const fields = joinClubBody.shape;
/** Where the boxes go is one choice (pickup, or a saved address's id), made into the call's deliveryType and addressId. */
const joinForm = z
  .object({
    cardId: fields.cardId,
    where: z.union([z.literal(PICKUP), fields.addressId.unwrap()]),
    ageConfirmed: z.boolean().pipe(fields.ageConfirmed),
  })
  .transform(({ where, ...rest }) => ({ ...rest, ...(where === PICKUP ? { deliveryType: 'pickup' as const } : { deliveryType: 'delivery' as const, addressId: where }) }));

/**
 * Joining a club (issue 46): a verified email, the 21+ confirmation, a saved card and pickup or an
 * address the partner delivers to; it says when the first box is charged and handed over.
 */
export function JoinPanel({ club }: { club: ClubDetail }) {
  const session = useSession();
  const userId = session?.user.id ?? '';
  const user = useOwnUser(userId);
  const cards = useSavedCards(userId);
  const join = useJoinClub(club._id);
  // The first saved card is chosen once the cards arrive; one the shopper picked meanwhile stays picked.
  const form = useContractForm(
    joinForm,
    { cardId: '', where: PICKUP, ageConfirmed: false },
    { values: { cardId: cards.data?.[0]?.id ?? '', where: PICKUP, ageConfirmed: false }, resetOptions: { keepDirtyValues: true } },
  );
  const [cardId, where, adult] = useWatch({ control: form.control, name: ['cardId', 'where', 'ageConfirmed'] });
  if (!session) {
    return (
      <Button variant="contained" onClick={openLogin}>
        Sign in to join
      </Button>
    );
  }
  if (club.members >= club.capacity) return <Alert severity="info">This club is full.</Alert>;
  const served = club.retailer.deliversToStates;
  const addresses = (user.data?.savedAddress ?? []).filter((saved) => served.length === 0 || served.includes(saved.address.state));
  const next = club.nextCycle;
  return (
    <Stack spacing={2} component="form" aria-label="Join the club" noValidate onSubmit={form.handleSubmit((body) => join.mutate(body))}>
      {user.data && !user.data.emailVerified ? <Alert severity="warning">Please verify your email address first: we mailed you a link.</Alert> : null}
      {cards.data && cards.data.length === 0 ? (
        <Alert severity="info">
          Please <Link component={RouterLink} to="/payment/add-card">save a card</Link> first: each box is charged on it.
        </Alert>
      ) : (
        <FormSelect form={form} name="cardId" label="Card">
          {(cards.data ?? []).map((card) => (
            <MenuItem key={card.id} value={card.id}>
              {cardName(card)}
            </MenuItem>
          ))}
        </FormSelect>
      )}
      <FormSelect form={form} name="where" label="Your boxes">
        <MenuItem value={PICKUP}>
          Pickup at {club.retailer.name}, {club.retailer.addressLine1}, {club.retailer.city}
        </MenuItem>
        {addresses.map((saved) => (
          <MenuItem key={saved._id} value={saved._id}>
            Delivered to {saved.address.addressLine1}, {saved.address.city}, {saved.address.state}
          </MenuItem>
        ))}
      </FormSelect>
      <Typography variant="body2" color="text.secondary">
        {club.retailer.name} delivers to {served.length > 0 ? served.join(', ') : 'every state we ship to'}.{' '}
        <Link component={RouterLink} to={paths.myAddress}>Add an address</Link>
      </Typography>
      <FormCheckbox form={form} name="ageConfirmed" label={`I am ${MIN_AGE} or over`} />
      <Alert severity="info" icon={false}>
        {next
          ? `Your first box is placed on ${clubDay(next.cutoffAt)} and charged that night: ${formatPrice(club.price)} plus tax${where === PICKUP ? '' : ' and delivery'}. It is handed over from ${clubDay(next.shipsOn)}.`
          : `Your first box is charged on the next cut-off: ${formatPrice(club.price)} plus tax${where === PICKUP ? '' : ' and delivery'}. We mail you its dates.`}
      </Alert>
      <Button type="submit" variant="contained" disabled={!adult || !cardId || join.isPending}>
        Join for {formatPrice(club.price)} a box
      </Button>
      <ActionError action={join} />
    </Stack>
  );
}
