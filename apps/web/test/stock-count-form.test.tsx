import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetailerStockWine } from '@wine/contract/retailer-stock';
import { describe, expect, it } from 'vitest';
import { StockCountForm } from '../src/features/retailer/components/StockCountForm';
import { renderInApp, signIn, stubApi } from './render';

const wine: RetailerStockWine = { _id: '3f1c2b9a-1e4a-4b00-9123-456789abcdef', code: 'BAR-19', title: 'Barolo 2019', iconUrl: null, isActive: true, stock: 12, heldUnpaid: 0 };

function show() {
  signIn('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const calls = stubApi((call) => ({ ...wine, stock: (call.body as { stock: number }).stock }));
  renderInApp(<StockCountForm wine={wine} />);
  return calls;
}

const count = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Bottles in stock of Barolo 2019' });
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save the count of Barolo 2019' });

describe("a retailer's stock count", () => {
  it('can be saved only once changed, and says what is wrong with a count that is no count', async () => {
    const user = userEvent.setup();
    const calls = show();
    expect(count().value).toBe('12');
    expect(save().disabled).toBe(true);

    await user.clear(count());
    await user.type(count(), '-3');
    expect(document.getElementById(`stock-${wine._id}-helper-text`)?.textContent).toMatch(/^Bottles .+/);
    expect(count().getAttribute('aria-invalid')).toBe('true');
    expect(save().disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('sends the new count for this wine', async () => {
    const user = userEvent.setup();
    const calls = show();
    await user.clear(count());
    await user.type(count(), '9');
    await user.click(save());

    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', path: `/api/retailer/wines/${wine._id}/stock`, body: { stock: 9 } }]));
    expect(count().value).toBe('9');
    expect(count().getAttribute('aria-invalid')).toBe('false');
  });
});
