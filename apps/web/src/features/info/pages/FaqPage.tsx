import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paths } from '@wine/contract/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { FAQ_SECTIONS } from '../content/faqs';

/** FAQ (/faqs, spec 001 §2.18): an accordion in four sections. */
export default function FaqPage() {
  useDocumentTitle('FAQs');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 1 }}>
        Frequently asked questions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 } }}>
        Everything about ordering, delivery and payment. Still curious? Write to us.
      </Typography>
      {FAQ_SECTIONS.map((section, sectionIndex) => {
        const headingId = `faq-section-${sectionIndex}`;
        return (
          <Box key={section.title} component="section" aria-labelledby={headingId} sx={{ mb: { xs: 3, md: 4 } }}>
            <Typography id={headingId} variant="h2" sx={{ fontFamily: 'inherit', fontSize: '0.95rem', letterSpacing: '0.12em', fontWeight: 700, color: 'primary.dark', mb: 1.5 }}>
              {section.title}
            </Typography>
            {section.entries.map((entry, index) => {
              const id = `faq-${sectionIndex}-${index}`;
              return (
                <Accordion key={entry.question} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {entry.question}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails id={`${id}-content`}>
                    <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                      {entry.answer}
                    </Typography>
                  </AccordionDetails>
                </Accordion>
              );
            })}
          </Box>
        );
      })}
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button component={RouterLink} to={paths.contactUs} variant="contained" size="large">
          Contact us
        </Button>
      </Box>
    </Container>
  );
}
