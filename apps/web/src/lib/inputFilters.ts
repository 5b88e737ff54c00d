import type { ChangeHandler, UseFormRegisterReturn } from 'react-hook-form';

type FieldEvent = Parameters<ChangeHandler>[0];

function filtered<Name extends string>(
  field: UseFormRegisterReturn<Name>,
  filter: (value: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event: FieldEvent) => {
      const input = event.target as HTMLInputElement;
      input.value = filter(input.value);
      return field.onChange(event);
    },
  };
}

/** Typed or pasted spaces never reach the field (spec 001 §5). */
export const withoutSpaces = <Name extends string>(field: UseFormRegisterReturn<Name>) =>
  filtered(field, (value) => value.replace(/\s/g, ''));

/** A number field: digits only (no spaces, no "e"), at most maxLength of them (spec 001 §5). */
export const digitsOnly = <Name extends string>(field: UseFormRegisterReturn<Name>, maxLength: number) =>
  filtered(field, (value) => value.replace(/\D/g, '').slice(0, maxLength));

/** A coupon code: typed in capitals, without spaces (spec 001 §5); `onValue` hears each change. */
export const upperCaseCode = <Name extends string>(field: UseFormRegisterReturn<Name>, onValue: (value: string) => void) =>
  filtered(field, (value) => {
    const code = value.toUpperCase().replace(/\s/g, '');
    onValue(code);
    return code;
  });
