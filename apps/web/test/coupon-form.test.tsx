import { screen } from '@testing-library/react';
import type { CouponBody } from '@wine/contract/admin/coupons';
import { describe, expect, it } from 'vitest';
import { CouponFormDialog } from '../src/features/console/coupons/components/CouponFormDialog';
import { showFormDialog, textboxNamed as field, typeInto } from './render';

const show = () =>
  showFormDialog<CouponBody>((page) => <CouponFormDialog coupon={null} {...page} />);

describe('the console coupon form', () => {
  it('names what a percentage coupon lacks and sends nothing', async () => {
    const { user, sent } = show();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('Percentage is required')).toBeTruthy();
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('refuses a maximum cart amount below the minimum', async () => {
    const { user, sent } = show();
    await typeInto(user, { Code: 'SPRING10', Discount: '10', Description: 'Ten percent off', 'Minimum cart amount': '50', 'Maximum cart amount': '20' });
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('Maximum amount must be at least the minimum amount')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends an amount-off coupon as typed, without the other kind’s amount', async () => {
    const { user, sent } = show();
    await typeInto(user, { Code: 'TENOFF', Discount: '15' });
    await user.click(screen.getByRole('radio', { name: /amount/i }));
    await typeInto(user, { 'Amount off': '10.00', Description: 'Ten dollars off', 'Total uses': '100' });
    await user.click(screen.getByRole('switch', { name: 'Listed in Available Offers' }));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect(sent).toEqual([
      expect.objectContaining({
        code: 'TENOFF',
        kind: 'amount',
        percentage: null,
        amountOff: '10.00',
        description: 'Ten dollars off',
        totalLimit: 100,
        perUserLimit: null,
        minAmount: null,
        isVisible: false,
        isActive: true,
      }),
    ]);
  });
});
