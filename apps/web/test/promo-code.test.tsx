import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@wine/contract/texts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PromoCode } from '../src/features/checkout/components/PromoCode';
import { renderInApp } from './render';

/** The box as the payment step holds it: Apply accepts SPRING10 and refuses the rest, as the pricing call would. */
function Harness({ applied: onApply, typed = [] }: { applied: string[]; typed?: string[] }) {
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <PromoCode
      startCode=""
      onCode={(code) => typed.push(code)}
      appliedCode={applied}
      applying={false}
      error={error}
      savedLabel={applied ? '$5.00' : null}
      onApply={(code) => {
        onApply.push(code);
        setApplied(code === 'SPRING10' ? code : null);
        setError(code === 'SPRING10' ? null : Text.couponNotValid);
      }}
      onRemove={() => setApplied(null)}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: Text.promoCode });

describe('the promo code box', () => {
  it('types the code in capitals without spaces, and applies only a code', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const typed: string[] = [];
    renderInApp(<Harness applied={asked} typed={typed} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);

    await user.type(input(), 'spring 10');
    expect(input().value).toBe('SPRING10');
    // The checkout keeps the code as typed, for the box to open with after a step back.
    expect(typed.at(-1)).toBe('SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(asked).toEqual(['SPRING10']);
    expect(screen.getByText('Congratulations! Coupon SPRING10 applied. You saved $5.00 on this order.')).toBeTruthy();
    expect(input().readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(input().value).toBe('');
    expect(input().readOnly).toBe(false);
  });

  it('says a refused code is not valid, and Enter applies it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderInApp(<Harness applied={asked} />);
    await user.type(input(), 'nope{Enter}');

    expect(asked).toEqual(['NOPE']);
    expect(screen.getByText(Text.couponNotValid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
