import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@wine/contract/texts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoCode } from '../src/features/checkout/components/PromoCode';
import { renderInApp } from './render';

afterEach(cleanup);
configure({ defaultHidden: true });

/** The box as the cart step holds it: the code in state; Apply accepts SPRING10 and refuses the rest, as the pricing call would. */
function Harness({ applied: onApply }: { applied: string[] }) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <PromoCode
      code={code}
      onCode={setCode}
      applied={applied}
      applying={false}
      error={error}
      savedLabel={applied ? '$5.00' : null}
      onApply={() => {
        onApply.push(code);
        setApplied(code === 'SPRING10');
        setError(code === 'SPRING10' ? null : Text.couponNotValid);
      }}
      onRemove={() => {
        setApplied(false);
        setCode('');
      }}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: Text.promoCode });

describe('the promo code box', () => {
  it('types the code in capitals without spaces, and applies only a code', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderInApp(<Harness applied={asked} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);

    await user.type(input(), 'spring 10');
    expect(input().value).toBe('SPRING10');
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
