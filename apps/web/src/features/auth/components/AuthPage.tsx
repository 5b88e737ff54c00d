import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The frame of the pages an emailed link opens (reset password, confirm an email): one narrow card under its heading. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Stack>
  );
}
