import { cleanup, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CountBadge } from '../src/components/ui/CountBadge';

const badge = (count: number) => render(<CountBadge count={count}><svg aria-label="icon" /></CountBadge>);

it('shows the count beside what it counts', () => {
  badge(3);
  expect(screen.getByLabelText('icon')).toBeTruthy();
  expect(screen.getByText('3')).toBeTruthy();
});

it('shows nothing at 0, and 99+ past 99', () => {
  const { container } = badge(0);
  expect(container.textContent).toBe('');
  cleanup();
  badge(120);
  expect(screen.getByText('99+')).toBeTruthy();
});
