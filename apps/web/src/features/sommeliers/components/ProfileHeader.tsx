import { useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import TrophyIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Text } from '@wine/contract/texts';
import type { PublicUser } from '@wine/contract/users';
import { FollowButton } from '../../../components/ui/FollowButton';
import { useUserStats, userStatsQueryKey } from '../api/getUserStats';

/** Shown when a sommelier has no cover picture (spec 000 §2.7, §9). */
export const DEFAULT_COVER = '/images/default-cover.svg';

const COVER_ASPECT = { xs: '5 / 2', md: '15 / 4' };

function Count({ value, label }: { value: number | undefined; label: string }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 72 }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.35rem', lineHeight: 1.2 }}>
        {value === undefined ? <Skeleton width={32} sx={{ mx: 'auto' }} /> : value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

interface Props {
  user: PublicUser;
  name: string;
}

/** Cover, picture, name, one-line profile, chips, the three counts and the Like/Liked button. */
export function ProfileHeader({ user, name }: Props) {
  const queryClient = useQueryClient();
  const stats = useUserStats(user.id);
  const custom = user.customData;
  const chips = [
    { key: 'address', label: user.address.fullAddress, icon: <PlaceIcon /> },
    { key: 'certification', label: custom.wineCertifications?.[0], icon: <SchoolIcon /> },
    { key: 'award', label: custom.awardsRecognition?.[0], icon: <TrophyIcon /> },
  ].filter((chip): chip is { key: string; label: string; icon: React.JSX.Element } => Boolean(chip.label));

  return (
    <Box component="header">
      <Box sx={{ aspectRatio: COVER_ASPECT, bgcolor: '#3b2a2d', borderRadius: { xs: 0, md: 2 }, overflow: 'hidden' }}>
        <Box
          component="img"
          src={user.coverPicture || DEFAULT_COVER}
          alt=""
          width={1500}
          height={400}
          fetchPriority="high"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(DEFAULT_COVER)) img.src = DEFAULT_COVER;
          }}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      <Box sx={{ px: { xs: 2, md: 3 }, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1.5, md: 3 }, alignItems: { xs: 'flex-start', md: 'flex-end' } }}>
        <Avatar
          src={user.profilePicture ?? undefined}
          alt={name}
          sx={{ width: { xs: 112, md: 152 }, height: { xs: 112, md: 152 }, mt: { xs: -7, md: -9 }, border: '4px solid #ffffff', bgcolor: 'primary.main', fontSize: '2.5rem', boxShadow: 1 }}
        >
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0, pt: { md: 2 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
            {name}
          </Typography>
          {custom.profileOneLine ? (
            <Typography color="text.secondary" sx={{ fontSize: '1.05rem', mt: 0.5 }}>
              {custom.profileOneLine}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          <Count value={stats.data?.followersCount} label={Text.followers} />
          <Count value={stats.data?.collectionsCount} label={Text.collections} />
          <Count value={stats.data?.winesCount} label={Text.wines} />
          <FollowButton
            userId={user.id}
            name={name}
            variant="button"
            onChanged={() => void queryClient.invalidateQueries({ queryKey: userStatsQueryKey(user.id) })}
          />
        </Stack>
      </Box>
      {chips.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 2, md: 3 }, mt: 2 }}>
          {chips.map((chip) => (
            <Chip key={chip.key} icon={chip.icon} label={chip.label} variant="outlined" sx={{ maxWidth: '100%' }} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: COVER_ASPECT, height: 'auto', borderRadius: { xs: 0, md: 2 } }} />
      <Box sx={{ px: { xs: 2, md: 3 }, display: 'flex', gap: 3, alignItems: 'flex-end' }}>
        <Skeleton variant="circular" sx={{ width: { xs: 112, md: 152 }, height: { xs: 112, md: 152 }, mt: { xs: -7, md: -9 } }} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" height={48} />
          <Skeleton width="60%" />
        </Box>
      </Box>
    </Box>
  );
}
