import { Controller, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { listFields, type ApplicationInput, type ApplicationValues, type ListField } from '../schema';
import { RegionsSelect } from './RegionsSelect';
import { TextListField } from './TextListField';
import { FormTextField } from '../../../components/ui/FormTextField';

interface Props {
  form: UseFormReturn<ApplicationInput, unknown, ApplicationValues>;
}

const listLabels: Record<ListField, { label: string; placeholder: string }> = {
  wineCertifications: { label: 'Wine Certifications', placeholder: 'e.g. WSET Level 3' },
  awardsRecognition: { label: 'Awards/Recognition', placeholder: 'e.g. Best Sommelier 2023' },
  affiliations: { label: 'Affiliations', placeholder: 'e.g. Court of Master Sommeliers' },
  work: { label: 'Work', placeholder: 'e.g. Head Sommelier, The Vine Room' },
};

/** Step 2, Tell us about you (spec 001 §2.5). */
export function AboutYouStep({ form }: Props) {
  return (
    <Stack spacing={2.5}>
      <FormTextField form={form} name="bio" label="About you" required multiline minRows={4} />
      <FormTextField form={form} name="profileOneLine" label="Profile one line" required placeholder="e.g. Napa-based sommelier who loves old-world Pinot" />
      {listFields.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <TextListField
              label={listLabels[name].label}
              placeholder={listLabels[name].placeholder}
              values={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="regions"
        render={({ field, fieldState }) => (
          <RegionsSelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
    </Stack>
  );
}
