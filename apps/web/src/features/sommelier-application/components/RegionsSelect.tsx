import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import { MIN_FAVOURITE_REGIONS, REGIONS, type Region } from '@wine/contract/constants';
import { regionImagePath } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';

interface Props {
  value: Region[];
  onChange: (value: Region[]) => void;
  onBlur: () => void;
  error?: string;
}

/** Favorite Regions: a searchable multi-select of the 20 regions, at least 5 (spec 001 §2.5). */
export function RegionsSelect({ value, onChange, onBlur, error }: Props) {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={REGIONS}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} />
          <Box component="img" src={regionImagePath(option)} alt="" width={36} height={22} sx={{ mr: 1, borderRadius: 0.5 }} />
          {option}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={Text.favoriteRegions}
          required
          placeholder={value.length === 0 ? 'Search regions' : undefined}
          error={Boolean(error)}
          helperText={error ?? `Choose at least ${MIN_FAVOURITE_REGIONS} (${value.length} selected)`}
        />
      )}
    />
  );
}
