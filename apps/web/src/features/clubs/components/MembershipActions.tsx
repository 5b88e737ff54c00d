import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMBERSHIP_STATUS_LABEL, type ClubMembership, type MembershipChange } from '@wine/contract/clubs';
import { ActionError } from '../../../components/ui/ActionError';
import { useSavedCards } from '../../../lib/cards';
import { cardName } from '@wine/contract/cards';
import { clubDay } from '../../../lib/clubs';
import { useOwnUser } from '../../../lib/ownUser';
import { readSession } from '../../../lib/session';
import { useChangeMembership } from '../api';

const PICKUP = 'pickup';

/** A member's club: its next box and the one-click changes (skip, pause or resume, card, address, cancel). */
export function MembershipActions({ membership, deliversToStates }: { membership: ClubMembership; deliversToStates?: string[] }) {
  const userId = readSession()?.user.id ?? '';
  const change = useChangeMembership();
  const cards = useSavedCards(userId);
  const user = useOwnUser(userId);
  const send = (body: MembershipChange) => change.mutate({ membershipId: membership._id, change: body });
  const next = membership.nextCycle;
  const cancelled = membership.status === 'cancelled';
  const addresses = (user.data?.savedAddress ?? []).filter((saved) => !deliversToStates || deliversToStates.length === 0 || deliversToStates.includes(saved.address.state));
  return (
    <Stack spacing={1.5} data-testid={`membership-${membership.clubId}`}>
      <Typography>
        <strong>{MEMBERSHIP_STATUS_LABEL[membership.status]}</strong>
        {next
          ? next.skipped
            ? ` · You skipped the box of ${clubDay(next.shipsOn)}.`
            : ` · Next box placed on ${clubDay(next.cutoffAt)} and charged that night, handed over from ${clubDay(next.shipsOn)}.`
          : ''}
      </Typography>
      {!cancelled ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {membership.deliveryType === 'pickup' ? 'Pickup at the shop' : `Delivered to ${membership.addressLabel ?? 'an address you removed'}`} · {membership.cardLabel}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {membership.status === 'active' && next ? (
              next.skipped ? (
                <Button variant="outlined" disabled={change.isPending} onClick={() => send({ action: 'unskip-next' })}>
                  Keep next box
                </Button>
              ) : (
                <Button variant="outlined" disabled={change.isPending} onClick={() => send({ action: 'skip-next' })}>
                  Skip next box
                </Button>
              )
            ) : null}
            {membership.status === 'active' ? (
              <Button variant="outlined" disabled={change.isPending} onClick={() => send({ action: 'pause' })}>
                Pause
              </Button>
            ) : (
              <Button variant="outlined" disabled={change.isPending} onClick={() => send({ action: 'resume' })}>
                Resume
              </Button>
            )}
            <Button color="error" variant="outlined" disabled={change.isPending} onClick={() => send({ action: 'cancel' })}>
              Cancel membership
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label="Card"
              value={membership.cardId}
              onChange={(event) => send({ action: 'card', cardId: event.target.value })}
              sx={{ minWidth: 220 }}
            >
              {(cards.data ?? []).map((card) => (
                <MenuItem key={card.id} value={card.id}>
                  {cardName(card)}
                </MenuItem>
              ))}
              {cards.data?.some((card) => card.id === membership.cardId) ? null : <MenuItem value={membership.cardId}>{membership.cardLabel}</MenuItem>}
            </TextField>
            <TextField
              select
              size="small"
              label="Delivery"
              value={membership.deliveryType === 'pickup' ? PICKUP : (membership.addressId ?? PICKUP)}
              onChange={(event) =>
                send(event.target.value === PICKUP ? { action: 'address', deliveryType: 'pickup' } : { action: 'address', deliveryType: 'delivery', addressId: event.target.value })
              }
              sx={{ minWidth: 260 }}
            >
              <MenuItem value={PICKUP}>Pickup at the shop</MenuItem>
              {addresses.map((saved) => (
                <MenuItem key={saved._id} value={saved._id}>
                  {saved.address.addressLine1}, {saved.address.city}, {saved.address.state}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </>
      ) : null}
      <ActionError action={change} />
    </Stack>
  );
}
