import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Text } from '@wine/contract/texts';

/** Below this length the hint shows instead of results (spec 000 §2.2). */
const HINT_BELOW_LENGTH = 2;

interface Props {
  onClose: () => void;
}

/** The header's search bar; wine results are wired in with the catalogue. */
export default function SearchBar({ onClose }: Props) {
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Box sx={{ height: { xs: 45, md: 80 }, display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="md" sx={{ position: 'relative' }}>
        <TextField
          fullWidth
          size="small"
          autoFocus
          placeholder="Search wines"
          value={text}
          onChange={(event) => setText(event.target.value === ' ' ? '' : event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search wines', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Close search" edge="end" size="small" onClick={close}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {text.length < HINT_BELOW_LENGTH ? (
          <Paper elevation={3} sx={{ position: 'absolute', left: { xs: 16, sm: 24 }, right: { xs: 16, sm: 24 }, top: '100%', mt: 0.5, px: 2, py: 1.5, zIndex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {Text.searchHint}
            </Typography>
          </Paper>
        ) : null}
      </Container>
    </Box>
  );
}
