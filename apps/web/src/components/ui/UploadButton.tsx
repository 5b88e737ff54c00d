import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { useImageFileUpload } from '../../lib/upload';

interface Props {
  /** The file input's name for screen readers, e.g. "Cover picture". */
  label: string;
  upload: ReturnType<typeof useImageFileUpload>;
  variant: 'outlined' | 'contained';
  color?: 'inherit';
  startIcon: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A picture's file picker: a hidden file input and the button that opens it, disabled while `upload` sends the chosen file. */
export function UploadButton({ label, upload, variant, color, startIcon, sx, children }: Props) {
  const inputId = useId();
  return (
    <>
      <input id={inputId} type="file" accept="image/*" hidden onChange={upload.onFile} aria-label={label} />
      <Button component="label" htmlFor={inputId} variant={variant} size="small" color={color} startIcon={startIcon} disabled={upload.isPending} sx={sx}>
        {children}
      </Button>
    </>
  );
}
