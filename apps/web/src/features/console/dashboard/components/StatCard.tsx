import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface Props {
  label: string;
  value: string;
  hint: string;
  to: string;
  /** Draws the eye to what needs someone's attention (failures, waiting work). */
  attention?: boolean;
}

/** One dashboard figure; the whole card opens the list behind it. */
export function StatCard({ label, value, hint, to, attention }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: attention ? 'warning.main' : undefined }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }} aria-label={`${label}: ${value}. ${hint}`}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, display: 'block' }}>
            {label}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 700, lineHeight: 1.2, my: 0.5, color: attention ? 'warning.dark' : 'text.primary' }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
