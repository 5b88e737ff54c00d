import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { profileHandleOf, profileLinkOf, type SocialNetwork } from '@wine/contract/profile-links';
import type { PublicUser } from '@wine/contract/users';

function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.59-2.6 2.6 2.6 0 0 1 3.4-2.47V9.68a5.73 5.73 0 0 0-.81-.06 5.69 5.69 0 0 0-5.69 5.69A5.69 5.69 0 0 0 9.86 21a5.69 5.69 0 0 0 5.69-5.69V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.29 4.29 0 0 1-3.25-1.48z" />
    </SvgIcon>
  );
}

/** The six networks of spec 000 §2.7, in its order. */
const NETWORKS = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'youtube', label: 'YouTube', Icon: YouTubeIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'tiktok', label: 'TikTok', Icon: TikTokIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'twitter', label: 'X (Twitter)', Icon: XIcon },
] as const satisfies readonly { key: SocialNetwork; label: string; Icon: unknown }[];

/**
 * The networks the sommelier filled in with an address or a handle, each with where it links and
 * the handle as written ("@ada"); other text ("my tiktok") is left out, as it leads nowhere (issue 45).
 */
export const socialLinksOf = (user: PublicUser) =>
  NETWORKS.flatMap((network) => {
    const text = user.customData[network.key]?.trim() ?? '';
    const href = profileLinkOf(network.key, text);
    return href ? [{ ...network, text, href, handle: profileHandleOf(text) }] : [];
  });

/** Let's Connect: an icon link per address, the handle itself (linking to the profile) per handle. */
export function SocialLinks({ user, name }: { user: PublicUser; name: string }) {
  const links = socialLinksOf(user);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {links.map(({ key, label, Icon, text, href, handle }) =>
        handle === null ? (
          <IconButton
            key={key}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label}`}
            title={text}
            sx={{ color: 'primary.main', border: 1, borderColor: 'divider' }}
          >
            <Icon />
          </IconButton>
        ) : (
          <Chip
            key={key}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            clickable
            icon={<Icon aria-hidden />}
            label={handle}
            aria-label={`${name} on ${label}: ${handle}`}
            variant="outlined"
            color="primary"
            sx={{ maxWidth: '100%' }}
          />
        ),
      )}
    </Stack>
  );
}
