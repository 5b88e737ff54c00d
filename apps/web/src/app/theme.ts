import { createTheme } from '@mui/material/styles';
import { BRAND_COLOR, BRAND_PALETTE, MOBILE_BREAKPOINT_PX } from '@wine/contract/constants';

const headingFont = 'Georgia, "Times New Roman", serif';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLOR, contrastText: BRAND_PALETTE.onBrand },
    secondary: { main: BRAND_PALETTE.secondary },
    background: { default: BRAND_PALETTE.background, paper: BRAND_PALETTE.paper },
    text: { primary: BRAND_PALETTE.text, secondary: BRAND_PALETTE.textMuted },
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
