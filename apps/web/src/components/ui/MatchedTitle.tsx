import type { CatalogueSearch } from '@wine/contract/catalogue';

export type TitleMatches = CatalogueSearch['titleMatches'][string];

/**
 * A title with the words a search matched marked (`ranges` from the API, in UTF-16 units): text
 * nodes and <mark> elements, never markup from the data.
 */
export function MatchedTitle({ title, ranges }: { title: string; ranges: TitleMatches | undefined }) {
  if (!ranges || ranges.length === 0) return <>{title}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > title.length || end <= start) continue;
    if (start > at) parts.push(title.slice(at, start));
    parts.push(
      <mark key={start} style={{ backgroundColor: 'transparent', color: 'inherit', fontWeight: 800, textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '2px' }}>
        {title.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < title.length) parts.push(title.slice(at));
  return <>{parts}</>;
}
