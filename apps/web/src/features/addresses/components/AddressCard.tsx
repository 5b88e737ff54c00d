import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import type { SavedAddress } from '@wine/contract/addresses';
import { Text } from '@wine/contract/texts';

interface Props {
  entry: SavedAddress;
  deleting: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const nameOf = (entry: SavedAddress) =>
  entry.address.customData.name || `${entry.address.customData.firstName} ${entry.address.customData.lastName}`;

/** One saved address: name, full address and phone, with edit and delete (spec 001 §2.7). */
export function AddressCard({ entry, deleting, busy, onEdit, onDelete }: Props) {
  const name = nameOf(entry);
  return (
    <Card component="article" variant="outlined" aria-label={`Address of ${name}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: deleting ? 0.6 : 1 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {entry.address.fullAddress}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <PhoneIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
          {entry.contactDetails.contactNumber}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5 }}>
        {deleting ? (
          <Typography role="status" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={16} aria-hidden />
            {Text.deleting}
          </Typography>
        ) : (
          <>
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={busy}>
              Edit
            </Button>
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
