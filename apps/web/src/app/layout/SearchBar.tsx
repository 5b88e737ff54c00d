import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import type { Wine } from '@wine/contract/catalogue';
import { SEARCH_TEXT_MAX_LENGTH } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import { Text } from '@wine/contract/texts';
import { Price } from '../../components/ui/Price';
import { MatchedTitle, type TitleMatches } from '../../components/ui/MatchedTitle';
import { WineImage } from '../../components/ui/WineImage';
import { useWineSearch } from '../../features/catalogue/api/searchWines';
import { useDebounced } from '../../lib/useDebounced';

/** Below this length the hint shows instead of results (spec 000 §2.2). */
const HINT_BELOW_LENGTH = 2;
/**
 * Results are asked for when the text before the change was at least 2 long (spec 000 §2.2, §5):
 * from the third typed character, and after a deletion that leaves 2 or more ("bar", Backspace:
 * "ba"). Keystrokes within the debounce send nothing; a newer text aborts the older request.
 */
const SEARCH_AFTER_LENGTH = 2;
const DEBOUNCE_MS = 250;
const RESULT_IMAGE_HEIGHT = 60;

function ResultRow({ wine, titleMatches }: { wine: Wine; titleMatches: TitleMatches | undefined }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Link
        href={paths.wine(wine._id, wine.title)}
        target="_blank"
        rel="noopener"
        underline="none"
        color="text.primary"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
      >
        <Box sx={{ flex: '0 0 auto' }}>
          <WineImage src={wine.iconUrl} alt="" height={RESULT_IMAGE_HEIGHT} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }} noWrap>
            <MatchedTitle title={wine.title} ranges={titleMatches} />
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {wine.customData.product.producer || Text.noProducer}
          </Typography>
          <Price wine={wine} size="small" />
        </Box>
      </Link>
    </Box>
  );
}

interface Props {
  onClose: () => void;
}

/** The header's search bar (spec 000 §2.2): wine results open in a new tab. */
export default function SearchBar({ onClose }: Props) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const debounced = useDebounced(searched, DEBOUNCE_MS);
  const term = searched ? debounced : '';
  const results = useWineSearch(term);
  const change = (value: string) => {
    const next = value === ' ' ? '' : value.slice(0, SEARCH_TEXT_MAX_LENGTH);
    // A paste (or a suggestion picked) brings several characters at once: it searches at once, from an empty box too.
    const pasted = next.length - text.length > 1;
    setSearched((text.length >= SEARCH_AFTER_LENGTH || pasted) && next.trim().length >= HINT_BELOW_LENGTH ? next.trim() : '');
    setText(next);
  };
  const close = () => {
    change('');
    onClose();
  };

  return (
    <Box sx={{ height: { xs: 45, md: 80 }, display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="md" sx={{ position: 'relative' }}>
        <TextField
          fullWidth
          size="small"
          autoFocus
          // The app's close button is the one clear icon: the browser adds its own to search inputs.
          sx={{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' } }}
          placeholder="Search wines"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search wines', type: 'search', maxLength: SEARCH_TEXT_MAX_LENGTH },
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
        {text.length < HINT_BELOW_LENGTH || (term && results.isError) ? (
          <Paper
            elevation={3}
            role="status"
            sx={{ position: 'absolute', left: { xs: 16, sm: 24 }, right: { xs: 16, sm: 24 }, top: '100%', mt: 0.5, px: 2, py: 1.5, zIndex: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              {text.length < HINT_BELOW_LENGTH ? Text.searchHint : 'Search is not available right now. Please try again.'}
            </Typography>
          </Paper>
        ) : term && results.data ? (
          <Paper
            elevation={3}
            role="region"
            aria-label="Search results"
            aria-live="polite"
            sx={{ position: 'absolute', left: { xs: 16, sm: 24 }, right: { xs: 16, sm: 24 }, top: '100%', mt: 0.5, zIndex: 1, maxHeight: '60vh', overflowY: 'auto', py: 0.5 }}
          >
            {text.length >= SEARCH_TEXT_MAX_LENGTH ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
                Searching the first {SEARCH_TEXT_MAX_LENGTH} characters.
              </Typography>
            ) : null}
            {results.data.categories.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                {Text.noResults}
              </Typography>
            ) : (
              <>
                {results.data.search?.allWords === false ? (
                  <Typography variant="body2" color="text.secondary" role="note" sx={{ px: 2, pt: 1 }}>
                    {Text.searchClosestMatches}
                  </Typography>
                ) : null}
                <Box component="ul" sx={{ m: 0, p: 0 }}>
                  {results.data.categories.map((wine) => (
                    <ResultRow key={wine._id} wine={wine} titleMatches={results.data.search?.titleMatches[wine._id]} />
                  ))}
                </Box>
                <Link
                  component={RouterLink}
                  to={`${paths.search}?q=${encodeURIComponent(term)}`}
                  onClick={close}
                  sx={{ display: 'block', px: 2, py: 1, fontWeight: 600, color: 'primary.dark' }}
                >
                  See all results
                </Link>
              </>
            )}
          </Paper>
        ) : null}
      </Container>
    </Box>
  );
}
