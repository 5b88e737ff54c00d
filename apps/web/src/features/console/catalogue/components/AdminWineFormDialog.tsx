import { Fragment } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWineCreateBody, DISCOUNT_PERCENT_MAX, type AdminWineCreateBody, type RetailerChoice } from '@wine/contract/admin/wines';
import type { Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { WINE_ATTRIBUTES, type AttributeValue, type WineAttributeDef, type WineAttributeKey } from '@wine/contract/wine-attributes';
import { ImageUploadInput } from '../../../../components/ui/ImageUploadInput';
import { ApiError, errorMessageOf } from '../../../../lib/http';
import type { SaveWineInput } from '../api/wines';
import { AdminFormDialog } from '../../shared/components/AdminFormDialog';
import { FormSwitch } from '../../../../components/ui/FormSwitch';
import { dollarsSlotProps } from '../../../../components/ui/FormTextField';
import { useRecordForm, type RecordFormProps } from '../../shared/components/recordForm';
import { RetailerSelect } from '../../shared/components/RetailerSelect';

type TagsAttribute = Extract<WineAttributeDef, { value: { kind: 'tags' } }>;
type TagsKey = TagsAttribute['key'];
const isTags = (attribute: WineAttributeDef): attribute is TagsAttribute => attribute.value.kind === 'tags';

/** The form's fields: the wine's own, one text per attribute (wine-attributes.ts), a list per `tags` attribute. */
type FormValues = Record<Exclude<WineAttributeKey, TagsKey>, string> &
  Record<TagsKey, string[]> & {
  code: string;
  title: string;
  name: string;
  description: string;
  price: string;
  discountPercent: string;
  stock: string;
  tastingNotes: string;
  businessId: string;
  iconUrl: string | null;
  isActive: boolean;
};
type TextKey = Exclude<keyof FormValues, 'iconUrl' | 'isActive' | TagsKey>;

const attributesOf = (product: Wine['customData']['product'] | undefined) =>
  Object.fromEntries(
    WINE_ATTRIBUTES.map((attribute) => {
      const value = product?.[attribute.wireKey];
      return [attribute.key, attribute.value.kind === 'tags' ? [...((value as string[] | undefined) ?? [])] : String(value ?? '')];
    }),
  ) as Pick<FormValues, WineAttributeKey>;

const valuesOf = (wine: Wine | null): FormValues => {
  const product = wine?.customData.product;
  return {
    code: product?.code ?? '',
    title: wine?.title ?? '',
    name: wine && wine.name !== wine.title ? wine.name : '',
    description: wine?.description ?? '',
    price: wine?.price ?? '',
    discountPercent: wine?.discount ? String(wine.discount.value) : '',
    stock: product ? String(product.stock) : '',
    ...attributesOf(product),
    tastingNotes: product?.tastingNotes ?? '',
    businessId: product?.businessId ?? '',
    iconUrl: wine?.iconUrl ?? null,
    isActive: wine?.isActive ?? true,
  };
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** An attribute's field as the call carries it: free text as typed (the server trims it, and blank clears it), tags as ticked, the rest null when blank. */
function attributeBodyValue(value: AttributeValue, field: string | string[]) {
  if (Array.isArray(field)) return field;
  return value.kind === 'text' ? field : value.kind === 'wholeNumber' ? numberOrNull(field) : orNull(field);
}

/** The form's strings as the call's body; the contract's rules then judge it, as the server will. */
const bodyOf = (values: FormValues): AdminWineCreateBody => ({
  code: values.code,
  title: values.title,
  name: values.name.trim(),
  description: orNull(values.description),
  price: values.price.trim(),
  discountPercent: numberOrNull(values.discountPercent),
  // Blank is no number at all: the rule then says a count is needed.
  stock: values.stock.trim() === '' ? Number.NaN : Number(values.stock),
  ...Object.fromEntries(WINE_ATTRIBUTES.map((attribute) => [attribute.key, attributeBodyValue(attribute.value, values[attribute.key])])),
  tastingNotes: orNull(values.tastingNotes),
  businessId: values.businessId,
  iconUrl: values.iconUrl,
  isActive: values.isActive,
});

/** The contract's rules, judging the body the form makes: each issue lands on the field of the same name. */
const wineForm = z.preprocess(bodyOf, adminWineCreateBody);

/** What saving sends: a new wine's body, or an edit's, with the count only when the person changed it (bottles sold meanwhile are not put back). */
function saveOf(wine: Wine | null, body: AdminWineCreateBody): SaveWineInput {
  if (!wine) return { id: null, body };
  const { stock, ...rest } = body;
  return { id: wine._id, body: stock === wine.customData.product.stock ? rest : body };
}

interface Props extends RecordFormProps<SaveWineInput> {
  /** The wine being edited (with its tasting notes), or null for a new one. */
  wine: Wine | null;
  retailers: RetailerChoice[];
}

/** Create or edit a wine with every column the shop shows; checked with the contract's rules before it is sent. */
export function AdminWineFormDialog({ wine, retailers, ...record }: Props) {
  const { form, errors, dialog } = useRecordForm(wineForm, valuesOf(wine), (values) => saveOf(wine, bodyOf(values)), record);
  const { error } = record;
  const codeTaken = error instanceof ApiError && error.errorCode === ErrorCode.WINE_CODE_TAKEN;

  const text = (key: TextKey, label: string, { helperText, ...extra }: Partial<Parameters<typeof TextField>[0]> = {}) => {
    const taken = key === 'code' && codeTaken;
    return (
      <TextField
        label={label}
        {...form.register(key)}
        error={Boolean(errors[key]) || taken}
        // The field's problem replaces its hint; a code another wine holds is said under the code.
        helperText={errors[key]?.message ?? (taken ? errorMessageOf(error, '') : helperText)}
        fullWidth
        {...extra}
      />
    );
  };
  const full = { gridColumn: '1 / -1' };
  /** A `tags` attribute: a check box per choice. */
  const tagsField = ({ key, label, value }: TagsAttribute) => (
    <Controller
      key={key}
      control={form.control}
      name={key}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={full}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {value.choices.map((choice) => (
              <FormControlLabel
                key={choice}
                label={value.labels[choice]}
                control={
                  <Checkbox
                    checked={field.value.includes(choice)}
                    onChange={(event) => field.onChange(event.target.checked ? [...field.value, choice] : field.value.filter((tag) => tag !== choice))}
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
  const attributeField = (attribute: Exclude<WineAttributeDef, TagsAttribute>) => {
    const { key, label, value } = attribute;
    const hint = 'hint' in attribute ? attribute.hint : undefined;
    if (value.kind === 'choice' || (value.kind === 'text' && 'suggestions' in value)) {
      return (
        <Controller
          key={key}
          control={form.control}
          name={key}
          render={({ field, fieldState }) =>
            value.kind === 'choice' ? (
              <TextField select label={label} value={field.value} onChange={field.onChange} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? hint} fullWidth>
                <MenuItem value="">
                  <em>Not set</em>
                </MenuItem>
                {value.choices.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choice}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Autocomplete
                freeSolo
                options={'suggestions' in value ? value.suggestions : []}
                value={field.value}
                onInputChange={(_event, typed) => field.onChange(typed)}
                renderInput={(params) => <TextField {...params} label={label} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? hint} />}
              />
            )
          }
        />
      );
    }
    return (
      <Fragment key={key}>
        {text(key, label, {
          helperText: hint,
          ...(value.kind === 'wholeNumber'
            ? { slotProps: { input: { endAdornment: <InputAdornment position="end">{value.unit}</InputAdornment> }, htmlInput: { inputMode: 'numeric' } } }
            : value.kind === 'vintage'
              ? { slotProps: { htmlInput: { inputMode: 'numeric' } } }
              : {}),
        })}
      </Fragment>
    );
  };
  return (
    <AdminFormDialog
      record="wine"
      title={wine ? `Edit ${wine.title}` : 'New wine'}
      editing={wine !== null}
      errorShownInField={codeTaken}
      columns={{ sm: '1fr 1fr', md: '1fr 1fr 1fr' }}
      {...dialog}
      footer={
        <>
          {Object.keys(errors).length > 0 ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
              Please correct the highlighted fields.
            </Typography>
          ) : null}
        </>
      }
    >
      <Box sx={{ ...full, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, alignItems: 'start' }}>
        <Controller
          control={form.control}
          name="iconUrl"
          render={({ field, fieldState }) => (
            <ImageUploadInput label="Bottle image" value={field.value} onChange={field.onChange} aspectRatio="3 / 4" error={fieldState.error?.message} />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2 }}>
          {text('title', 'Title', { required: true, helperText: 'As shoppers see it, e.g. producer, wine and vintage' })}
          {text('name', 'Sort name', { helperText: 'Optional: the lists sort by it; the title when empty' })}
          {text('code', 'Code (SKU)', { required: true, helperText: 'Unique in the shop; letters, digits and . _ / -' })}
        </Box>
      </Box>
      <RetailerSelect form={form} name="businessId" retailers={retailers} hint="Who sells and hands over this wine" />
      {text('price', 'Price', {
        required: true,
        helperText: 'In dollars, e.g. 24.99',
        slotProps: dollarsSlotProps,
      })}
      {text('discountPercent', 'Discount', {
        helperText: `Optional, whole percent (0 to ${DISCOUNT_PERCENT_MAX})`,
        slotProps: { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'numeric' } },
      })}
      {text('stock', 'Bottles in stock', {
        required: true,
        helperText: 'Whole bottles on the shelf; at 0 the shop shows "Out of stock"',
        slotProps: { htmlInput: { inputMode: 'numeric' } },
      })}
      {WINE_ATTRIBUTES.map((attribute) => (isTags(attribute) ? tagsField(attribute) : attributeField(attribute)))}
      <Box sx={full}>{text('description', 'Description', { multiline: true, minRows: 2 })}</Box>
      <Box sx={full}>
        {text('tastingNotes', 'Tasting notes', {
          multiline: true,
          minRows: 3,
          helperText: 'HTML allowed (paragraphs, bold, lists); anything else is removed when saved',
        })}
      </Box>
      <Box sx={full}>
        <FormSwitch form={form} name="isActive" label="Active: shown and sold in the shop" />
      </Box>
    </AdminFormDialog>
  );
}
