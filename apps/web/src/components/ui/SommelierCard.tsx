import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@wine/contract/routes';
import { CardCover, CardSkeleton } from './cardParts';
import { FollowButton } from './FollowButton';

export interface SommelierSummary {
  id: string;
  name: string;
  profilePicture: string | null;
  /** The one-line profile, or a designation when that is all there is. */
  line?: string | null;
}

interface Props {
  sommelier: SommelierSummary;
  /** Image loading: lazy below the fold (default), eager for the first row. */
  eager?: boolean;
  onUnfollowed?: (id: string) => void;
  /** The name's heading level: h2 when the cards sit right under the page's h1. */
  titleAs?: 'h2' | 'h3';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A sommelier's card: picture, name, one-line profile and the follow heart (spec 000 §2.3, §2.6). */
export function SommelierCard({ sommelier, eager = false, onUnfollowed, titleAs = 'h3' }: Props) {
  const { id, name, profilePicture, line } = sommelier;
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%', borderRadius: 2 }}>
      <CardActionArea component={RouterLink} to={paths.sommelier(id, name)} state={{ id }} sx={{ height: '100%' }}>
        <CardCover
          src={profilePicture}
          ratio="1 / 1"
          width={400}
          height={400}
          eager={eager}
          alt={name}
          fallback={
            <Typography aria-hidden sx={{ fontSize: '3rem', color: 'primary.main', fontFamily: 'Georgia, serif' }}>
              {initials(name)}
            </Typography>
          }
        />
        <Box sx={{ px: 1.5, py: 1.25 }}>
          <Typography component={titleAs} sx={{ fontWeight: 600, fontSize: '1rem' }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {line || '\u00a0'}
          </Typography>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FollowButton userId={id} name={name} onChanged={(followed) => (followed ? undefined : onUnfollowed?.(id))} />
      </Box>
    </Card>
  );
}

export function SommelierCardSkeleton() {
  return (
    <CardSkeleton ratio="1 / 1">
      <Box sx={{ px: 1.5, py: 1.25 }}>
        <Skeleton width="70%" />
        <Skeleton width="90%" />
      </Box>
    </CardSkeleton>
  );
}
