import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LocalMallIcon from '@mui/icons-material/LocalMallOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WineBarIcon from '@mui/icons-material/WineBarOutlined';
import { BRAND_NAME } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

const SUPPORT = [
  { title: 'Subscribe', text: 'Join the community and get invitations to exclusive wine tasting events.', to: paths.contactUs, action: 'Subscribe', Icon: MailIcon },
  { title: 'Invest', text: 'Grow with us: investments over $25K get a 25% tax credit.', to: paths.contactUs, action: 'Invest', Icon: TrendingUpIcon },
  { title: 'Purchase', text: 'Buy the wines our sommeliers love, delivered by local retailers.', to: paths.shopWines, action: 'Purchase', Icon: LocalMallIcon },
  { title: 'Attend', text: 'Taste with our sommeliers and experts at an upcoming event near you.', to: paths.eventsUpcoming, action: 'Attend', Icon: EventIcon },
] as const;

const ECOSYSTEM = [
  { title: 'Sommeliers', text: 'Curate collections, write Wine Talks, host tastings and earn a commission on the wines they recommend.', Icon: WineBarIcon },
  { title: 'Consumers', text: 'Discover wines through people they trust, follow their favourite experts and order in a few clicks.', Icon: GroupsIcon },
  { title: 'Retailers', text: 'Reach new customers in their area and fulfil orders for the wines they already stock.', Icon: StorefrontIcon },
] as const;

const TEAM = [
  { name: 'Isabelle Moreau', role: 'Co-founder & CEO' },
  { name: 'Daniel Okoro', role: 'Co-founder & CTO' },
  { name: 'Priya Raman', role: 'Head of Sommelier Community' },
  { name: 'Lucas Bennett', role: 'Retail Partnerships' },
  { name: 'Hannah Kim', role: 'Events & Experiences' },
  { name: 'Mateo Alvarez', role: 'Customer Care' },
] as const;

const initials = (name: string) => name.split(' ').map((part) => part.charAt(0)).join('');

function Section({ id, title, children, tinted = false }: { id: string; title: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 4, md: 7 }, bgcolor: tinted ? '#f3ebea' : undefined }}>
      <Container maxWidth="lg">
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: { xs: 2, md: 3 } }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

const cardsSx = (columns: number) => ({
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
});

/** About Us and Our Mission (/about-us, /our-mission: the same page, spec 001 §2.18). */
export default function AboutUsPage() {
  useDocumentTitle(`About Us | ${Text.ourMission}`);
  return (
    <Box>
      <Box
        component="section"
        aria-labelledby="about-title"
        sx={{ background: 'linear-gradient(135deg, #3b2a2d 0%, #6e2f3a 55%, #8f3f4c 100%)', color: '#ffffff', py: { xs: 6, md: 11 } }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography component="p" sx={{ letterSpacing: '0.2em', textTransform: 'uppercase', fontSize: '0.85rem', color: '#f3e6e8', mb: 2 }}>
            About Us · {Text.ourMission}
          </Typography>
          <Typography id="about-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3.2rem' }, mb: 2 }}>
            Wine, chosen by people who know it
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#f3e6e8', maxWidth: 640, mx: 'auto' }}>
            {BRAND_NAME} connects wine lovers with sommeliers, experts and the local shops that pour their picks.
          </Typography>
        </Container>
      </Box>

      <Section id="our-story" title="Our story">
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Typography sx={{ lineHeight: 1.8 }}>
            {BRAND_NAME} began at a crowded tasting table. A handful of sommeliers kept being asked the same question: where can I
            buy the bottle you just poured? Their recommendations lived in notebooks and group chats, while the wines sat on the
            shelves of small shops a few streets away.
          </Typography>
          <Typography sx={{ lineHeight: 1.8 }}>
            We built a place where those recommendations become collections anyone can browse, where each order goes to a local
            retailer, and where the sommelier who inspired it is rewarded. Today our community spans sommeliers, educators, writers
            and wine lovers across the country.
          </Typography>
        </Box>
      </Section>

      <Section id="our-promise" title="Our promise" tinted>
        <Box sx={cardsSx(3)}>
          {[
            { title: 'Honest picks', text: 'Every wine is chosen by a real person who tasted it, never by a paid placement.' },
            { title: 'Local first', text: 'Orders are fulfilled by neighbourhood retailers, so your money stays in your community.' },
            { title: 'Responsible', text: 'We sell only to adults aged 21 or over and deliver only where the law allows.' },
          ].map((promise) => (
            <Paper key={promise.title} variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
                {promise.title}
              </Typography>
              <Typography color="text.secondary">{promise.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section id="support-us" title="Support us">
        <Box sx={cardsSx(4)}>
          {SUPPORT.map(({ title, text, to, action, Icon }) => (
            <Paper key={title} variant="outlined" sx={{ p: 3, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 36 }} />
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                {text}
              </Typography>
              <Button component={RouterLink} to={to} variant="contained">
                {action}
              </Button>
            </Paper>
          ))}
        </Box>
        <Typography sx={{ mt: 3, fontWeight: 600 }}>Invest over $25K and get a 25% tax credit.</Typography>
      </Section>

      <Section id="ecosystem" title="Our ecosystem" tinted>
        <Box sx={cardsSx(3)}>
          {ECOSYSTEM.map(({ title, text, Icon }) => (
            <Box key={title} sx={{ textAlign: 'center', px: 2 }}>
              <Avatar sx={{ width: 72, height: 72, mx: 'auto', mb: 2, bgcolor: 'primary.main' }}>
                <Icon aria-hidden sx={{ fontSize: 38 }} />
              </Avatar>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="team" title="Our team">
        <Box component="ul" sx={{ ...cardsSx(3), listStyle: 'none', p: 0, m: 0 }}>
          {TEAM.map((member) => (
            <Box component="li" key={member.name} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar aria-hidden sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }}>
                {initials(member.name)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{member.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.role}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
    </Box>
  );
}
