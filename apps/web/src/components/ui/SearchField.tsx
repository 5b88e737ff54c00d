import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_TEXT_MAX_LENGTH } from '@wine/contract/constants';

interface Props {
  /** Names the box; "Search" unless the page has several. */
  label?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * The search box of a list that searches as one types (the page debounces `value`: useDebounced),
 * no longer than the API's searches take.
 */
export function SearchField({ label = 'Search', placeholder, value, onChange, sx }: Props) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={sx}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        htmlInput: { maxLength: SEARCH_TEXT_MAX_LENGTH },
      }}
    />
  );
}
