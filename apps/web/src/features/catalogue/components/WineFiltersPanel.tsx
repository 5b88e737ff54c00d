import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PRICE_FILTER_MAX_DOLLARS } from '@wine/contract/constants';
import { FILTER_ATTRIBUTES, optionLabel } from '@wine/contract/wine-attributes';
import { emptyWineFilters, type WineFilters } from '../wineFilters';

interface Props {
  value: WineFilters;
  onChange: (filters: WineFilters) => void;
  /** Prefix for element ids, so two panels (sidebar and drawer) never share one. */
  idPrefix: string;
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
}

function CheckList({ title, id, options, labelOf, selected, onToggle }: CheckListProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
      <Typography component="legend" id={id} sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            sx={{ my: -0.5 }}
            control={<Checkbox size="small" checked={selected.includes(option)} onChange={() => onToggle(option)} />}
            label={<Typography variant="body2">{labelOf(option)}</Typography>}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** The rating filter's one choice (issue 20). */
const FOUR_STARS_UP = { label: '4 stars & up', minRating: 4 };

const priceLabel = (dollars: number) => (dollars >= PRICE_FILTER_MAX_DOLLARS ? `$${PRICE_FILTER_MAX_DOLLARS}+` : `$${dollars}`);

/** The shop's filter panel (spec 001 §2.11): price 0 to 300, 4 stars & up (issue 20), then a check list per filter attribute (3 colours, 20 regions, 15 varietals, 11 foods). */
export function WineFiltersPanel({ value, onChange, idPrefix }: Props) {
  // The slider moves freely while dragged; the list reloads once it is let go.
  const [dragged, setDragged] = useState<{ from: [number, number]; to: [number, number] } | null>(null);
  const price = dragged && dragged.from === value.price ? dragged.to : value.price;
  const setPrice = (to: [number, number]) => setDragged({ from: value.price, to });
  const active = Object.values(value.attributes).some((values) => values.length > 0) || value.price[0] > 0 || value.price[1] < PRICE_FILTER_MAX_DOLLARS || value.minRating !== null;

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
      <Box sx={{ mb: 2.5 }}>
        <Typography id={`${idPrefix}-price`} sx={{ fontWeight: 700 }}>
          Price
        </Typography>
        <Box sx={{ px: 1 }}>
          <Slider
            value={price}
            min={0}
            max={PRICE_FILTER_MAX_DOLLARS}
            step={5}
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
      </Box>
      <CheckList
        title="Rating"
        id={`${idPrefix}-rating`}
        options={[FOUR_STARS_UP.label]}
        labelOf={(option) => option}
        selected={value.minRating === FOUR_STARS_UP.minRating ? [FOUR_STARS_UP.label] : []}
        onToggle={() => onChange({ ...value, minRating: value.minRating === FOUR_STARS_UP.minRating ? null : FOUR_STARS_UP.minRating })}
      />
      {FILTER_ATTRIBUTES.map((attribute) => {
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
          />
        );
      })}
    </Box>
  );
}
