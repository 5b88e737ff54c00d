import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import { BRAND_NAME } from '@wine/contract/constants';
import { Logo } from '../../components/ui/Logo';
import { footerLinks, socialLinks } from './navLinks';

const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon, 'X (Twitter)': XIcon } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: '#ffffff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 320 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 1.5, color: '#eadfe0' }}>
              Wines chosen by sommeliers and experts, delivered from local retailers.
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label="Footer"
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, auto)' }, columnGap: 4, rowGap: 1.5 }}
          >
            {footerLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} underline="hover" sx={{ color: '#ffffff' }}>
                {link.label}
              </Link>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {socialLinks.map((social) => {
              const Icon = SOCIAL_ICONS[social.label];
              return (
                <IconButton key={social.href} component="a" href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${BRAND_NAME} on ${social.label}`} sx={{ color: '#ffffff' }}>
                  <Icon />
                </IconButton>
              );
            })}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 4, color: '#eadfe0' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. Please enjoy responsibly; you must be 21 or older to buy wine.
        </Typography>
      </Container>
    </Box>
  );
}
