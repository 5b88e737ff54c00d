import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueFacets, CatalogueFacetValues } from '@wine/contract/catalogue';
import { COLORS, PRICE_FACET_BANDS_DOLLARS, REGIONS } from '@wine/contract/constants';
import { PAIRINGS } from '@wine/contract/pairings';
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES, VARIETALS } from '@wine/contract/wine-attributes';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../src/app/theme';
import { FilteredWines } from '../src/features/catalogue/components/FilteredWines';
import { WineFiltersPanel } from '../src/features/catalogue/components/WineFiltersPanel';
import { emptyWineFilters, type WineFilters } from '../src/features/catalogue/wineFilters';
import { renderInApp, stubApi } from './render';

const show = (element: ReactElement) => renderInApp(element);

/** The producers holding the most wines, as the facets list them. */
const TOP_PRODUCERS = ['Ridge Vineyards', 'Château Margaux', 'Chateau Musar', "d'Arenberg"].map((value, index) => ({ value, count: 40 - 10 * index }));

/** Counts as the API sends them: every option of every attribute, 0 included. */
function facetsOf(
  overrides: { color?: Record<string, number>; region?: Record<string, number>; inStock?: number; producer?: CatalogueFacets['values'][string] } = {},
): CatalogueFacets {
  const each = (options: readonly string[], count: (index: number) => number) => Object.fromEntries(options.map((option, index) => [option, count(index)]));
  return {
    attributes: {
      color: { ...each(COLORS, (index) => 100 * (index + 1)), ...overrides.color },
      region: { ...each(REGIONS, (index) => 1_000 + index), ...overrides.region },
      varietal: each(VARIETALS, (index) => index + 1),
      pairings: each(PAIRINGS, (index) => 2 * index + 1),
    },
    values: { producer: overrides.producer ?? TOP_PRODUCERS },
    price: [12, 1_234, 40, 0, 7],
    minRating: { '1': 500, '2': 480, '3': 300, '4': 42, '5': 9 },
    inStock: overrides.inStock ?? 950,
  };
}

/** An option's checkbox, looked up in its own check list (a query over the whole panel is slow in jsdom). */
const option = (list: string, name: string, description?: string) => within(screen.getByRole('group', { name: list })).getByRole('checkbox', { name, description }) as HTMLInputElement;

describe('the filter panel with counts', () => {
  it('shows each option its count beside it, the price bands and "4 stars & up" their counts', () => {
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={() => undefined} facets={facetsOf()} />);

    expect(option('Colour', 'Red', '100 wines')).toBeTruthy();
    expect(option('Colour', 'White', '200 wines')).toBeTruthy();
    const napa = (1_000 + REGIONS.indexOf('Napa Valley')).toLocaleString('en-US');
    expect(option('Region', 'Napa Valley', `${napa} wines`).closest('label')?.textContent).toBe(`Napa Valley${napa}${napa} wines`);
    expect(option('Food pairing', 'Shellfish', `${2 * PAIRINGS.indexOf('shellfish') + 1} wines`)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Producer' })).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(
      TOP_PRODUCERS.map(({ value, count }) => `${value}${count}${count} wines`),
    );
    expect(option('Rating', '4 stars & up', '42 wines')).toBeTruthy();
    for (const attribute of ['Colour', 'Region', 'Varietal', 'Food pairing', 'Producer']) {
      for (const box of within(screen.getByRole('group', { name: attribute })).getAllByRole('checkbox')) {
        expect(box.getAttribute('aria-describedby'), `${attribute}: ${box.closest('label')?.textContent}`).toBeTruthy();
      }
    }

    const bands = within(screen.getByRole('list', { name: 'Price' })).getAllByRole('listitem');
    expect(bands.map((band) => band.textContent)).toEqual([
      `Under $${PRICE_FACET_BANDS_DOLLARS[1]}12 wines`,
      '$15–$251,234 wines',
      '$25–$5040 wines',
      '$50–$1000 wines',
      '$100+7 wines',
    ]);
  });

  it('greys an option that would leave nothing, with its 0, and does not let it be ticked', async () => {
    const onChange = vi.fn();
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={onChange} facets={facetsOf({ color: { Rosé: 0 }, region: { Mosel: 0 } })} />);

    const rose = option('Colour', 'Rosé');
    expect(rose.disabled).toBe(true);
    expect(rose.closest('label')?.classList.contains('Mui-disabled')).toBe(true);
    expect(option('Colour', 'Rosé', '0 wines')).toBe(rose);
    expect(option('Region', 'Mosel').disabled).toBe(true);
    expect(option('Colour', 'Red').disabled).toBe(false);

    await userEvent.setup().click(rose.closest('label')!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets a ticked option be unticked even when it would leave nothing', async () => {
    const onChange = vi.fn();
    const chosen: WineFilters = { ...emptyWineFilters, attributes: { color: ['Rosé'], region: ['Mosel'] } };
    show(<WineFiltersPanel idPrefix="t" value={chosen} onChange={onChange} facets={facetsOf({ color: { Rosé: 0 } })} />);

    const rose = option('Colour', 'Rosé');
    expect(rose.checked).toBe(true);
    expect(rose.disabled).toBe(false);
    await userEvent.setup().click(rose);
    expect(onChange).toHaveBeenCalledWith({ ...chosen, attributes: { color: [], region: ['Mosel'] } });
  });

  it('calls onChange with the option added or removed when it is toggled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const chosen: WineFilters = { ...emptyWineFilters, attributes: { region: ['Rioja'] } };
    show(<WineFiltersPanel idPrefix="t" value={chosen} onChange={onChange} facets={facetsOf()} />);

    await user.click(option('Region', 'Bordeaux'));
    expect(onChange).toHaveBeenLastCalledWith({ ...chosen, attributes: { region: ['Rioja', 'Bordeaux'] } });
    await user.click(option('Region', 'Rioja'));
    expect(onChange).toHaveBeenLastCalledWith({ ...chosen, attributes: { region: [] } });
    await user.click(option('Rating', '4 stars & up'));
    expect(onChange).toHaveBeenLastCalledWith({ ...chosen, minRating: 4 });
  });

  it('leaves out the attribute the page fixes', () => {
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={() => undefined} facets={facetsOf()} fixed="region" />);
    expect(screen.queryByRole('group', { name: 'Region' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
  });
});

describe('"In stock only"', () => {
  const inStockSwitch = (description?: string) => screen.getByRole('switch', { name: 'In stock only', description }) as HTMLInputElement;

  it('is on by default with the count of the matches in stock, and turning it off asks for every wine', async () => {
    const onChange = vi.fn();
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={onChange} facets={facetsOf({ inStock: 1_234 })} />);
    const toggle = inStockSwitch('1,234 wines');
    expect(toggle.checked).toBe(true);
    expect(toggle.closest('label')?.textContent).toBe('In stock only1,2341,234 wines');
    // On is the default: nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();

    await userEvent.setup().click(toggle);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyWineFilters, inStockOnly: false });
  });

  it('off, turns on again, and Clear all puts it back on', async () => {
    const onChange = vi.fn();
    const off: WineFilters = { ...emptyWineFilters, inStockOnly: false };
    show(<WineFiltersPanel idPrefix="t" value={off} onChange={onChange} facets={facetsOf({ inStock: 3 })} />);
    expect(inStockSwitch('3 wines').checked).toBe(false);
    const user = userEvent.setup();
    await user.click(inStockSwitch());
    expect(onChange).toHaveBeenLastCalledWith(emptyWineFilters);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith(emptyWineFilters);
  });

  it('off with none of the matches in stock, cannot be turned on; without counts it shows no number', () => {
    show(<WineFiltersPanel idPrefix="t" value={{ ...emptyWineFilters, inStockOnly: false }} onChange={() => undefined} facets={facetsOf({ inStock: 0 })} />);
    expect(inStockSwitch('0 wines').disabled).toBe(true);
    cleanup();
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={() => undefined} />);
    expect(inStockSwitch().getAttribute('aria-describedby')).toBeNull();
    expect(inStockSwitch().closest('label')?.textContent).toBe('In stock only');
  });
});

describe('the filter panel without counts', () => {
  it('shows every option, no number and no price bands, and nothing greyed', async () => {
    const onChange = vi.fn();
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={onChange} />);

    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form.textContent).not.toMatch(/\d+ wines?/);
    const boxes = within(form).getAllByRole('checkbox') as HTMLInputElement[];
    // The rating's box, every check list's options, and each range's box for the wines without a number (NV).
    expect(boxes).toHaveLength(1 + FACET_ATTRIBUTES.reduce((sum, attribute) => sum + attribute.filter.options.length, 0) + RANGE_ATTRIBUTES.length);
    for (const box of boxes) {
      expect(box.disabled).toBe(false);
      expect(box.getAttribute('aria-describedby')).toBeNull();
      expect(box.closest('label')?.textContent).not.toMatch(/\d$/);
    }
    expect(screen.queryByRole('list', { name: 'Price' })).toBeNull();

    await userEvent.setup().click(option('Colour', 'White'));
    expect(onChange).toHaveBeenCalledWith({ ...emptyWineFilters, attributes: { color: ['White'] } });
  });
});

describe('the filtered wines around the panel', () => {
  it('keeps the last counts while the next filters load, and shows none from an API that sends none', () => {
    const props = { filters: emptyWineFilters, onChange: () => undefined, total: 600, idPrefix: 't', drawerOpen: true, onCloseDrawer: () => undefined, children: null };
    const client = new QueryClient();
    const { rerender } = renderInApp(<FilteredWines {...props} facets={facetsOf()} />, client);
    expect(option('Colour', 'Red', '100 wines')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show 600 wines' })).toBeTruthy();

    rerender(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <FilteredWines {...props} total={undefined} facets={undefined} />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect(option('Colour', 'Red', '100 wines')).toBeTruthy();

    cleanup();
    show(<FilteredWines {...props} total={12_345} facets={undefined} />);
    expect(option('Colour', 'Red').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 12,345 wines' })).toBeTruthy();
  });
});

describe('the producer list, searched within (decision 0070)', () => {
  const producers = () => within(screen.getByRole('group', { name: 'Producer' }));
  const box = () => producers().getByRole('searchbox', { name: 'Find a producer' }) as HTMLInputElement;
  const listed = () => producers().getAllByRole('checkbox').map((entry) => [entry.closest('label')?.textContent, (entry as HTMLInputElement).checked]);

  /** The API answering the box's searches with `answer(typed)`, and the addresses the panel asked. */
  function searchApi(answer: (typed: string) => CatalogueFacetValues) {
    stubApi((call) => {
      if (call.path !== '/api/catalogue/facet-values') throw { errorCode: 404000, errorMessage: 'Not found', httpStatus: 404 };
      return answer(asked.at(-1)!.get('facetQuery') ?? '');
    });
    const asked: URLSearchParams[] = [];
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      asked.push(new URL(url, 'http://localhost').searchParams);
      return answered(url, init);
    });
    return asked;
  }

  it('keeps a chosen producer shown and ticked, with its count, even outside those with the most wines', () => {
    const chosen: WineFilters = { ...emptyWineFilters, attributes: { producer: ['Estate 99', 'Ridge Vineyards'] } };
    show(<WineFiltersPanel idPrefix="t" value={chosen} onChange={() => undefined} facets={facetsOf({ producer: [...TOP_PRODUCERS, { value: 'Estate 99', count: 0 }] })} />);
    expect(listed()).toEqual([...TOP_PRODUCERS.map(({ value, count }) => [`${value}${count}${count} wines`, value === 'Ridge Vineyards']), ['Estate 9900 wines', true]]);
    // Ticked with nothing left, it can still be unticked.
    expect(option('Producer', 'Estate 99', '0 wines').disabled).toBe(false);
  });

  it('asks the API for the producers matching what is typed, with the list\'s filters, and lets one be ticked by keyboard', async () => {
    const asked = searchApi((typed) => ({ values: typed === 'chat' ? [{ value: 'Château Margaux', count: 30 }, { value: 'Chateau Musar', count: 20 }, { value: 'Château Pétrus', count: 2 }] : [], total: typed === 'chat' ? 14 : 0 }));
    const onChange = vi.fn();
    const red: WineFilters = { ...emptyWineFilters, attributes: { color: ['Red'], producer: ['Ridge Vineyards'] } };
    show(<WineFiltersPanel idPrefix="t" value={red} onChange={onChange} facets={facetsOf()} />);
    const user = userEvent.setup();

    await user.type(box(), 'chat');
    expect(await producers().findByText('14 producers match; the 3 with the most wines are shown.')).toBeTruthy();
    expect(listed()).toEqual([
      ['Château Margaux3030 wines', false],
      ['Chateau Musar2020 wines', false],
      ['Château Pétrus22 wines', false],
      ['Ridge Vineyards4040 wines', true],
    ]);
    // One question for the pause after the typing, with the list's filters and its own choice (the API sets it aside).
    expect(asked.map((query) => query.get('facetQuery'))).toEqual(['chat']);
    expect(Object.fromEntries([...asked[0]!.keys()].map((key) => [key, asked[0]!.getAll(key)]))).toEqual({
      'customData.product.color[$in]': ['Red'],
      'customData.product.producer[$in]': ['Ridge Vineyards'],
      inStock: ['true'],
      facet: ['producer'],
      facetQuery: ['chat'],
    });
    expect(box().getAttribute('aria-describedby')).toBe(producers().getByRole('status').id);

    await user.tab();
    expect(document.activeElement).toBe(option('Producer', 'Château Margaux', '30 wines'));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ ...red, attributes: { color: ['Red'], producer: ['Ridge Vineyards', 'Château Margaux'] } });
  });

  it('says when nothing matches, and Escape empties the box and shows the producers with the most wines again', async () => {
    searchApi(() => ({ values: [], total: 0 }));
    show(<WineFiltersPanel idPrefix="t" value={emptyWineFilters} onChange={() => undefined} facets={facetsOf()} />);
    const user = userEvent.setup();
    await user.type(box(), 'zzz');
    expect(await producers().findByText('No producer matches “zzz” among these wines.')).toBeTruthy();
    expect(producers().queryAllByRole('checkbox')).toEqual([]);
    await user.keyboard('{Escape}');
    expect(box().value).toBe('');
    expect(await producers().findAllByRole('checkbox')).toHaveLength(TOP_PRODUCERS.length);
    expect(box().maxLength).toBe(120);
  });
});
