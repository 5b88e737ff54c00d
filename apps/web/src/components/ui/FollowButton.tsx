import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Text } from '@wine/contract/texts';
import { useFollow } from '../../lib/follows';

interface Props {
  userId: string;
  /** The sommelier's name, for the button's accessible name. */
  name: string;
  /** `icon`: a heart on a card; `button`: the profile's Like/Liked button. */
  variant?: 'icon' | 'button';
  onChanged?: (followed: boolean) => void;
}

/**
 * Follow a sommelier (spec 000 §4): the label reads Like, or Liked once followed, and the heart
 * fills. Renders nothing for one's own profile: a user cannot follow themselves.
 */
export function FollowButton({ userId, name, variant = 'icon', onChanged }: Props) {
  const { followed, busy, canFollow, toggle } = useFollow(userId, onChanged);
  if (!canFollow) return null;
  const heart = followed ? <FavoriteIcon /> : <FavoriteBorderIcon />;

  if (variant === 'button') {
    return (
      <Button
        variant={followed ? 'contained' : 'outlined'}
        startIcon={heart}
        onClick={toggle}
        disabled={busy}
        aria-pressed={followed}
        aria-label={`${followed ? Text.followed : Text.follow} ${name}`}
        // primary.dark: the outlined label keeps 4.5:1 contrast on the page background.
        sx={{ minWidth: 112, ...(followed ? {} : { color: 'primary.dark', borderColor: 'primary.dark' }) }}
      >
        {followed ? Text.followed : Text.follow}
      </Button>
    );
  }

  return (
    <IconButton
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      disabled={busy}
      aria-pressed={followed}
      aria-label={`${followed ? Text.followed : Text.follow} ${name}`}
      sx={{ color: 'primary.main', bgcolor: 'rgba(255,255,255,0.92)', '&:hover': { bgcolor: '#ffffff' }, '&.Mui-disabled': { color: 'primary.main', bgcolor: 'rgba(255,255,255,0.92)' } }}
    >
      {heart}
    </IconButton>
  );
}
