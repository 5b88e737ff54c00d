import { createTheme } from '@mui/material/styles';
import { BRAND_COLOR, MOBILE_BREAKPOINT_PX } from '@wine/contract/constants';

const headingFont = 'Georgia, "Times New Roman", serif';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLOR, contrastText: '#ffffff' },
    secondary: { main: '#3b2a2d' },
    background: { default: '#faf7f6', paper: '#ffffff' },
    text: { primary: '#231a1b', secondary: '#5c5052' },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: headingFont, fontWeight: 600 },
    h2: { fontFamily: headingFont, fontWeight: 600 },
    h3: { fontFamily: headingFont, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
  },
});
