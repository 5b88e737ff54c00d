import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileLinkOf } from '@wine/contract/profile-links';
import type { OwnUser } from '@wine/contract/users';
import { monthDayYear } from '../../../../lib/dates';
import { fullName } from '../../../../lib/format';
import type { ApplicationStatus } from '../api/listApplications';
import type { Decision } from '../api/decideApplication';

interface Props {
  user: OwnUser;
  status: ApplicationStatus;
  busy: boolean;
  onDecide: (activeStatus: Decision['activeStatus']) => void;
}

const socials = [
  ['instagram', 'Instagram'],
  ['tiktok', 'TikTok'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
] as const;

const lists = [
  ['wineCertifications', 'Wine Certifications'],
  ['awardsRecognition', 'Awards/Recognition'],
  ['affiliations', 'Affiliations'],
  ['work', 'Work'],
] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const none = <Typography color="text.secondary">-</Typography>;

/** One application as the applicant sent it, with the admin's decision buttons. */
export function ApplicationCard({ user, status, busy, onDecide }: Props) {
  const name = fullName(user);
  const data = user.customData;
  const regions = (data.regions ?? []).filter((region) => region.isSelected !== false);
  const links = socials.filter(([key]) => data[key]);

  return (
    <Card component="article" variant="outlined" aria-label={`Application of ${name}`}>
      <Box
        aria-hidden
        sx={{
          height: 96,
          background: user.coverPicture
            ? `center / cover no-repeat url("${user.coverPicture}")`
            : 'linear-gradient(135deg, #6e2b35 0%, #b25661 55%, #e3b7a0 100%)',
        }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', mb: 2 }}>
          <Avatar
            src={user.profilePicture ?? undefined}
            alt={name}
            sx={{ width: 80, height: 80, mt: '-40px', flexShrink: 0, border: 3, borderColor: 'background.paper', bgcolor: 'primary.main', fontSize: '2rem' }}
          >
            {user.givenName.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, pt: 1.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
              {name}
            </Typography>
            {data.profileOneLine ? (
              <Typography variant="body2" color="text.secondary">
                {data.profileOneLine}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Field label="Email">{user.email}</Field>
          <Field label="Phone">{user.contactNumber ?? none}</Field>
          <Field label="Location">{user.address.fullAddress ?? none}</Field>
          <Field label="Member since">{monthDayYear(new Date(user.createdAt))}</Field>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label="About">
              <Typography sx={{ whiteSpace: 'pre-line' }}>{user.bio || '-'}</Typography>
            </Field>
          </Box>
          {lists.map(([key, label]) => (
            <Field key={key} label={label}>
              {data[key]?.length ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {data[key].map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </Box>
              ) : (
                none
              )}
            </Field>
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={`Favorite Regions (${regions.length})`}>
              {regions.length ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                  {regions.map((region) => (
                    <Chip key={region.title} label={region.title} size="small" />
                  ))}
                </Stack>
              ) : (
                none
              )}
            </Field>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label="Social accounts">
              {links.length ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                  {links.map(([key, label]) => {
                    const value = data[key] ?? '';
                    const href = profileLinkOf(key, value);
                    return href ? (
                      <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
                        {label}
                      </Link>
                    ) : (
                      <Typography key={key}>{`${label}: ${value}`}</Typography>
                    );
                  })}
                </Stack>
              ) : (
                none
              )}
            </Field>
          </Box>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, justifyContent: 'flex-end' }}>
        {status === 'approved' ? (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => onDecide('rejected')}>
            Revoke
          </Button>
        ) : null}
        {status === 'in-review' ? (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => onDecide('rejected')}>
            Reject
          </Button>
        ) : null}
        {status !== 'approved' ? (
          <Button variant="contained" disabled={busy} onClick={() => onDecide('approved')}>
            Approve
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
