import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { PRODUCT_IMAGE_HEIGHT } from './ProductCard';

/** Holds a product card's place while its list loads: same height, so nothing jumps (CLS). */
export function ProductCardSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, borderRadius: 2, height: '100%' }}>
      <Skeleton variant="rounded" height={PRODUCT_IMAGE_HEIGHT} />
      <Skeleton variant="text" sx={{ fontSize: '0.95rem' }} />
      <Skeleton variant="text" sx={{ fontSize: '0.95rem' }} width="70%" />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="text" width="35%" />
      <Skeleton variant="rounded" height={30} />
    </Paper>
  );
}
