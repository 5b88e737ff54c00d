import { useState } from 'react';
import Box from '@mui/material/Box';
import WineBarIcon from '@mui/icons-material/WineBarOutlined';

interface Props {
  src: string | null;
  /** Empty where the wine's name is already said beside the picture. */
  alt: string;
  /** Rendered height in px; the width follows the 2:3 bottle shape unless `fill` is set. */
  height: number;
  /** Stretch to the container's width (the image keeps its shape inside). */
  fill?: boolean;
  eager?: boolean;
}

/** A wine's picture, or the placeholder when it has none or it fails (spec 000 §2.9, §9). */
export function WineImage({ src, alt, height, fill = false, eager = false }: Props) {
  const [failed, setFailed] = useState(false);
  const width = Math.round((height * 2) / 3);
  const boxSx = {
    height,
    width: fill ? '100%' : width,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: '#f4eeec',
    borderRadius: 1,
    overflow: 'hidden',
  } as const;
  if (!src || failed) {
    return (
      <Box {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} sx={boxSx}>
        <WineBarIcon aria-hidden sx={{ fontSize: Math.min(72, height / 3), color: '#b8a2a5' }} />
      </Box>
    );
  }
  return (
    <Box sx={boxSx}>
      <Box
        component="img"
        src={src}
        alt={alt}
        width={400}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        sx={{ height: '100%', width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}
