import Box from '@mui/material/Box';

/** Holds the page's height while a route's code loads, so the footer does not jump. */
export function PageLoader() {
  return <Box aria-busy="true" aria-label="Loading page" role="status" sx={{ minHeight: '60vh' }} />;
}
