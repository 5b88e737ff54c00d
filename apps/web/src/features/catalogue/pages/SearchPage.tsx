import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { WineGrid } from '../../../components/ui/WineGrid';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { searchTextOf, useWineSearch } from '../api/searchWines';
import { SEARCH_TEXT_MAX_LENGTH } from '@wine/contract/constants';

/** The search page (spec 000 §9): /search?q=, the 20 newest wines whose title holds the text. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = searchTextOf(params);
  const [text, setText] = useState(query);
  useDocumentTitle(query ? `Search: ${query}` : 'Search');
  const results = useWineSearch(query);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 2 }}>
        Search
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
        sx={{ display: 'flex', gap: 1, mb: 3, maxWidth: 560 }}
      >
        <TextField
          fullWidth
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value === ' ' ? '' : event.target.value)}
          placeholder="Search wines"
          slotProps={{ htmlInput: { 'aria-label': 'Search wines', type: 'search', maxLength: SEARCH_TEXT_MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      {query ? (
        <WineGrid
          wines={results.isError ? [] : results.data?.categories}
          loading={results.isFetching && results.isPlaceholderData}
          emptyText={Text.noResults}
          label={`Results for ${query}`}
        />
      ) : (
        <Typography color="text.secondary">{Text.searchHint}</Typography>
      )}
    </Container>
  );
}
