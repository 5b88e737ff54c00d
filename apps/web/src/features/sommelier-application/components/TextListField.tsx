import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur: () => void;
  placeholder?: string;
}

/** A repeatable text list with Add More and remove (spec 001 §2.5 step 2); blanks are dropped on save. */
export function TextListField({ label, values, onChange, onBlur, placeholder }: Props) {
  const items = values.length > 0 ? values : [''];
  const setItem = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const removeItem = (index: number) => {
    const next = items.filter((_item, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.25}>
        {items.map((item, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              value={item}
              onChange={(event) => setItem(index, event.target.value)}
              onBlur={onBlur}
              placeholder={placeholder}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}`, maxLength: 200 } }}
            />
            <IconButton
              aria-label={`Remove ${label} ${index + 1}`}
              onClick={() => removeItem(index)}
              disabled={items.length === 1 && item === ''}
              size="small"
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...items, ''])} disabled={items.length >= 20} sx={{ mt: 1 }}>
        Add More
      </Button>
    </Box>
  );
}
