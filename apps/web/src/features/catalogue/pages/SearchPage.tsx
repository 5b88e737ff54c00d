import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';
import { WineGrid } from '../../../components/ui/WineGrid';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { SEARCH_DEFAULT_SORT, SEARCH_SORT_PARAM, SEARCH_SORTS, searchSortOf, searchTextOf, useWineSearch } from '../api/searchWines';
import { SEARCH_TEXT_MAX_LENGTH } from '@wine/contract/constants';

/**
 * The search page (spec 000 §9): /search?q=, 20 wines matching the text, the best matches first
 * (issue 43) or in the order chosen (`sort`, e.g. newest first).
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = searchTextOf(params);
  const sort = searchSortOf(params);
  const [text, setText] = useState(query);
  useDocumentTitle(query ? `Search: ${query}` : 'Search');
  const results = useWineSearch(query, sort);
  const found = results.isError ? undefined : results.data;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 2 }}>
        Search
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            // A new text starts from the best matches again.
            setParams(text.trim() ? { q: text.trim() } : {});
          }}
          sx={{ display: 'flex', gap: 1, flex: '1 1 320px', maxWidth: 560 }}
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
          <TextField
            select
            size="small"
            label="Sort by"
            value={sort}
            onChange={(event) => setParams(event.target.value === SEARCH_DEFAULT_SORT ? { q: query } : { q: query, [SEARCH_SORT_PARAM]: event.target.value })}
            sx={{ minWidth: 190, ml: { sm: 'auto' } }}
          >
            {SEARCH_SORTS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {query ? (
        <>
          {found?.search?.allWords === false && found.categories.length > 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {Text.searchClosestMatches}
            </Alert>
          ) : null}
          <WineGrid
            wines={found?.categories ?? (results.isError ? [] : undefined)}
            loading={results.isFetching && results.isPlaceholderData}
            emptyText={Text.noResults}
            label={`Results for ${query}`}
            titleMatches={found?.search?.titleMatches}
          />
        </>
      ) : (
        <Typography color="text.secondary">{Text.searchHint}</Typography>
      )}
    </Container>
  );
}
