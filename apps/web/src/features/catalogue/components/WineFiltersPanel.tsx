import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogueFacets } from '@wine/contract/catalogue';
import { PRICE_FACET_BANDS_DOLLARS, PRICE_FILTER_MAX_DOLLARS, PRICE_FILTER_STEP_DOLLARS } from '@wine/contract/constants';
import { formatCount } from '@wine/contract/money';
import { ATTRIBUTE_TEXT_MAX, FILTER_ATTRIBUTES, isRangeAttribute, isValuesAttribute, optionLabel, type FacetAttributeKey, type RangeAttribute, type ValuesAttribute } from '@wine/contract/wine-attributes';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { plural } from '../../../lib/format';
import { useDebounced } from '../../../lib/useDebounced';
import { useFacetValues } from '../api/getFacetValues';
import { emptyWineFilters, rangeChosen, type RangeChoice, type WineFilters } from '../wineFilters';

interface Props {
  value: WineFilters;
  onChange: (filters: WineFilters) => void;
  /** Prefix for element ids, so two panels (sidebar and drawer) never share one. */
  idPrefix: string;
  /** How many wines each option would leave (issue 28); without them the panel shows no counts. */
  facets?: CatalogueFacets;
  /** An attribute the page itself fixes (a region page's region): its check list is left out. */
  fixed?: FacetAttributeKey;
  /** The filters the list is asked with, when the page adds its own to `value` (a region page's region): what a box searching within a list asks with. */
  asked?: WineFilters;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

interface CheckListProps {
  title: string;
  id: string;
  options: readonly string[];
  /** What a person reads for an option, when not the option itself. */
  labelOf: (option: string) => string;
  selected: readonly string[];
  onToggle: (item: string) => void;
  /** Per option, the wines it would leave; none shown when absent (a count missing from them too). */
  counts?: Readonly<Record<string, number>>;
  /** Between the title and the options: a box to search the list with. */
  children?: ReactNode;
}

/**
 * A check list whose options show their counts when known. An option that would leave nothing is
 * greyed with its 0 and cannot be ticked, but a ticked one can always be unticked.
 */
function CheckList({ title, id, options, labelOf, selected, onToggle, counts, children }: CheckListProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5, minWidth: 0 }}>
      <Typography component="legend" id={id} sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
      <FormGroup>
        {options.map((option, index) => {
          const chosen = selected.includes(option);
          const count = counts?.[option];
          const empty = count === 0;
          const countId = `${id}-count-${index}`;
          return (
            <FormControlLabel
              key={option}
              disabled={empty && !chosen}
              sx={{ my: -0.5, mr: 0, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
              control={
                <Checkbox
                  size="small"
                  checked={chosen}
                  onChange={() => onToggle(option)}
                  slotProps={{ input: count === undefined ? {} : { 'aria-describedby': countId } }}
                />
              }
              label={<CountedLabel text={labelOf(option)} count={count} countId={countId} />}
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}

/** How long typing pauses before a list's box asks for its values. */
const TYPING_PAUSE_MS = 200;

interface ValuesFilterProps {
  attribute: ValuesAttribute;
  id: string;
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The facets' values: those holding the most wines, then the chosen ones; undefined before the first answer. */
  shown: CatalogueFacets['values'][string] | undefined;
  /** The filters the list is asked with: the box's question. */
  asked: WineFilters;
}

/**
 * An open-ended list (the producers, decision 0070): the values holding the most wines with their
 * counts, and a box that finds any other, asking the API as the shopper types (a pause apart).
 * The chosen values stay in the list, ticked, wherever they rank; Escape empties the box.
 */
function ValuesFilter({ attribute, id, selected, onToggle, shown, asked }: ValuesFilterProps) {
  const { title, searchLabel } = attribute.filter;
  const [typed, setTyped] = useState('');
  const settled = useDebounced(typed.trim(), TYPING_PAUSE_MS);
  const searching = settled !== '';
  const found = useFacetValues(asked, attribute, searching ? settled : '');
  // Until the first answer for a text, the list stays as it was.
  const listed = searching && found.data ? found.data.values : shown;
  const counts: Record<string, number> = Object.fromEntries([...(shown ?? []), ...(searching ? (found.data?.values ?? []) : [])].map(({ value, count }) => [value, count]));
  const options = [...(listed ?? []).map(({ value }) => value), ...selected.filter((value) => !listed?.some((entry) => entry.value === value))];
  const statusId = `${id}-found`;
  const noun = title.toLowerCase();
  let status = '';
  if (searching && found.isError) status = `The ${noun} search failed. Try again.`;
  else if (searching && found.data) {
    const { values, total } = found.data;
    status =
      total === 0
        ? `No ${noun} matches “${settled}” among these wines.`
        : `${plural(total, noun)} ${total === 1 ? 'matches' : 'match'}${total > values.length ? `; the ${values.length} with the most wines are shown` : ''}.`;
  }
  return (
    <CheckList title={title} id={id} options={options} labelOf={(value) => value} selected={selected} onToggle={onToggle} counts={shown || searching ? counts : undefined}>
      <TextField
        id={`${id}-search`}
        type="search"
        size="small"
        fullWidth
        label={searchLabel}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Escape empties the box first; an empty box lets it close the drawer around the panel.
          if (event.key === 'Escape' && typed !== '') {
            event.stopPropagation();
            setTyped('');
          }
        }}
        slotProps={{ htmlInput: { maxLength: ATTRIBUTE_TEXT_MAX, 'aria-describedby': statusId, autoComplete: 'off' } }}
        sx={{ my: 1 }}
      />
      <Typography id={statusId} role="status" variant="caption" color="text.secondary" sx={{ display: 'block', mb: status ? 0.5 : 0 }}>
        {status}
      </Typography>
    </CheckList>
  );
}

/** The price bands the counts are given for: each from its value up to, not including, the next one's. */
const PRICE_BANDS = PRICE_FACET_BANDS_DOLLARS.map((from, index) => {
  const to: number | undefined = PRICE_FACET_BANDS_DOLLARS[index + 1];
  return { from, to, label: to === undefined ? `$${from}+` : from === 0 ? `Under $${to}` : `$${from}–$${to}` };
});

/**
 * How many wines each price band holds, as a small bar chart; the bands inside the chosen range in the
 * brand colour. An empty band's figures stay readable (WCAG 1.4.3): they are information, not a control.
 */
function PriceBands({ counts, range, labelledBy }: { counts: readonly number[]; range: [number, number]; labelledBy: string }) {
  const most = Math.max(1, ...counts);
  const [min, max] = [range[0], range[1] >= PRICE_FILTER_MAX_DOLLARS ? Number.POSITIVE_INFINITY : range[1]];
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.25 }}>
      {PRICE_BANDS.map((band, index) => {
        const count = counts[index] ?? 0;
        const inRange = band.from <= max && (band.to === undefined || band.to > min);
        return (
          <Box
            component="li"
            key={band.label}
            sx={{ display: 'grid', gridTemplateColumns: '5.5em minmax(0, 1fr) 3.5em', alignItems: 'center', gap: 1, typography: 'caption', color: 'text.secondary' }}
          >
            <span>{band.label}</span>
            <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${(100 * count) / most}%`, bgcolor: inRange ? 'primary.main' : 'action.disabled' }} />
            </Box>
            <Box component="span" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(count)}
              <Box component="span" sx={visuallyHidden}>
                {count === 1 ? ' wine' : ' wines'}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * An option's label with the number of wines it would leave (none before the first answer): the
 * number is shown, and read out as "12 wines" through `countId`; greyed at 0.
 */
function CountedLabel({ text, count, countId, bold = false }: { text: string; count: number | undefined; countId: string; bold?: boolean }) {
  const empty = count === 0;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: empty ? 'text.disabled' : undefined }}>
      <Typography component="span" variant="body2" sx={bold ? { fontWeight: 700 } : undefined}>
        {text}
      </Typography>
      {count === undefined ? null : (
        <>
          <Typography component="span" variant="body2" aria-hidden sx={{ color: empty ? 'text.disabled' : 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(count)}
          </Typography>
          <span id={countId} hidden>
            {plural(count, 'wine')}
          </span>
        </>
      )}
    </Box>
  );
}

/**
 * "In stock only" (issue 32), on by default: a switch with the number of the matches in stock, which
 * the API counts whatever the switch says. Off, with none in stock, it cannot be turned on.
 */
function InStockSwitch({ id, on, count, onToggle }: { id: string; on: boolean; count: number | undefined; onToggle: () => void }) {
  const countId = `${id}-count`;
  const empty = count === 0;
  return (
    <FormControlLabel
      disabled={empty && !on}
      sx={{ display: 'flex', mx: 0, mb: 2, '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
      control={<Switch size="small" checked={on} onChange={onToggle} slotProps={{ input: count === undefined ? {} : { 'aria-describedby': countId } }} />}
      label={<CountedLabel text="In stock only" count={count} countId={countId} bold />}
    />
  );
}

/**
 * A range attribute's control (vintage): a slider between the declaration's ends, which mean no
 * bound, and a check box for the wines without a number (NV), which a chosen range leaves out.
 */
function RangeFilter({ attribute, id, value, onChange }: { attribute: RangeAttribute; id: string; value: RangeChoice | undefined; onChange: (choice: RangeChoice | undefined) => void }) {
  const { min, max, title, noneLabel } = attribute.filter;
  const choice = value ?? { from: min, to: max, none: false };
  // The slider moves freely while dragged; the list reloads once it is let go.
  const [dragged, setDragged] = useState<{ from: RangeChoice; to: [number, number] } | null>(null);
  const shown: [number, number] = dragged && dragged.from === choice ? dragged.to : [choice.from, choice.to];
  const label = (year: number) => (year <= min ? `${min} or before` : year >= max ? `${max} or after` : String(year));
  const set = (next: RangeChoice) => onChange(rangeChosen(attribute.key, next) ? next : undefined);
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography id={id} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ px: 1 }}>
        <Slider
          value={shown}
          min={min}
          max={max}
          onChange={(_event, next) => setDragged({ from: choice, to: next as [number, number] })}
          onChangeCommitted={(_event, next) => {
            const [from, to] = next as [number, number];
            set({ ...choice, from, to });
          }}
          valueLabelDisplay="auto"
          getAriaLabel={(index) => (index === 0 ? `Oldest ${title.toLowerCase()}` : `Newest ${title.toLowerCase()}`)}
          getAriaValueText={label}
          disableSwap
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {shown[0] <= min && shown[1] >= max ? 'Any year' : `${label(shown[0])} – ${label(shown[1])}`}
      </Typography>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={<Checkbox size="small" checked={choice.none} onChange={() => set({ ...choice, none: !choice.none })} />}
        label={<Typography variant="body2">{noneLabel}</Typography>}
      />
    </Box>
  );
}

/** The rating filter's one choice (issue 20). */
const FOUR_STARS_UP = { label: '4 stars & up', minRating: 4 };

const priceLabel = (dollars: number) => (dollars >= PRICE_FILTER_MAX_DOLLARS ? `$${PRICE_FILTER_MAX_DOLLARS}+` : `$${dollars}`);

/**
 * The shop's filter panel (spec 001 §2.11): "In stock only" (issue 32), price 0 to 300, 4 stars & up (issue 20), then a
 * control per declared filter: a check list (3 colours, 20 regions, 12 countries, 15 varietals, 11 foods), the vintage's
 * slider, and the producers with the most wines and a box to find any other (decision 0070); with the list's facets,
 * each option's count beside it and the price bands' counts under the slider (issue 28).
 */
export function WineFiltersPanel({ value, onChange, idPrefix, facets, fixed, asked = value }: Props) {
  // The slider moves freely while dragged; the list reloads once it is let go.
  const [dragged, setDragged] = useState<{ from: [number, number]; to: [number, number] } | null>(null);
  const price = dragged && dragged.from === value.price ? dragged.to : value.price;
  const setPrice = (to: [number, number]) => setDragged({ from: value.price, to });
  const active =
    Object.values(value.attributes).some((values) => values.length > 0) ||
    Object.keys(value.ranges).length > 0 ||
    value.price[0] > 0 ||
    value.price[1] < PRICE_FILTER_MAX_DOLLARS ||
    value.minRating !== null ||
    value.inStockOnly !== emptyWineFilters.inStockOnly;
  const fourStars = facets?.minRating[String(FOUR_STARS_UP.minRating)];

  return (
    <Box component="form" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          Filters
        </Typography>
        {active ? (
          <Button size="small" onClick={() => onChange(emptyWineFilters)}>
            Clear all
          </Button>
        ) : null}
      </Box>
      <InStockSwitch id={`${idPrefix}-in-stock`} on={value.inStockOnly} count={facets?.inStock} onToggle={() => onChange({ ...value, inStockOnly: !value.inStockOnly })} />
      <Box sx={{ mb: 2.5 }}>
        <Typography id={`${idPrefix}-price`} sx={{ fontWeight: 700 }}>
          Price
        </Typography>
        <Box sx={{ px: 1 }}>
          <Slider
            value={price}
            min={0}
            max={PRICE_FILTER_MAX_DOLLARS}
            step={PRICE_FILTER_STEP_DOLLARS}
            onChange={(_event, next) => setPrice(next as [number, number])}
            onChangeCommitted={(_event, next) => onChange({ ...value, price: next as [number, number] })}
            valueLabelDisplay="auto"
            valueLabelFormat={priceLabel}
            getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
            getAriaValueText={priceLabel}
            disableSwap
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {priceLabel(price[0])} – {priceLabel(price[1])}
        </Typography>
        {facets ? <PriceBands counts={facets.price} range={price} labelledBy={`${idPrefix}-price`} /> : null}
      </Box>
      <CheckList
        title="Rating"
        id={`${idPrefix}-rating`}
        options={[FOUR_STARS_UP.label]}
        labelOf={(option) => option}
        selected={value.minRating === FOUR_STARS_UP.minRating ? [FOUR_STARS_UP.label] : []}
        onToggle={() => onChange({ ...value, minRating: value.minRating === FOUR_STARS_UP.minRating ? null : FOUR_STARS_UP.minRating })}
        counts={facets ? { [FOUR_STARS_UP.label]: fourStars ?? 0 } : undefined}
      />
      {FILTER_ATTRIBUTES.filter((attribute) => attribute.key !== fixed).map((attribute) => {
        if (isValuesAttribute(attribute)) {
          const selected = value.attributes[attribute.key] ?? [];
          return (
            <ValuesFilter
              key={attribute.key}
              attribute={attribute}
              id={`${idPrefix}-${attribute.key}`}
              selected={selected}
              onToggle={(item) => onChange({ ...value, attributes: { ...value.attributes, [attribute.key]: toggle(selected, item) } })}
              shown={facets?.values[attribute.key]}
              asked={asked}
            />
          );
        }
        if (isRangeAttribute(attribute)) {
          return (
            <RangeFilter
              key={attribute.key}
              attribute={attribute}
              id={`${idPrefix}-${attribute.key}`}
              value={value.ranges[attribute.key]}
              onChange={(choice) => {
                const { [attribute.key]: _old, ...others } = value.ranges;
                onChange({ ...value, ranges: choice ? { ...others, [attribute.key]: choice } : others });
              }}
            />
          );
        }
        const selected = value.attributes[attribute.key] ?? [];
        return (
          <CheckList
            key={attribute.key}
            title={attribute.filter.title}
            id={`${idPrefix}-${attribute.key}`}
            options={attribute.filter.options}
            labelOf={(option) => optionLabel(attribute, option)}
            selected={selected}
            onToggle={(item) => onChange({ ...value, attributes: { ...value.attributes, [attribute.key]: toggle(selected, item) } })}
            counts={facets?.attributes[attribute.key]}
          />
        );
      })}
    </Box>
  );
}
