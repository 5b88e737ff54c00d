import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from '../src/components/ui/TabStrip';
import { renderInApp } from './render';

const COLOURS = ['All', 'Red', 'White', 'Rosé'];

function Colours() {
  const [value, setValue] = useState('All');
  return <TabStrip tabs={COLOURS} value={value} onChange={setValue} label="My Wines by colour" idPrefix="wines-tab" panelId="wines-tabpanel" />;
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

describe('TabStrip', () => {
  it('selects a tab on click, one at a time, and only the selected one is in the tab order', async () => {
    renderInApp(<Colours />);
    expect(screen.getByRole('tablist', { name: 'My Wines by colour' })).toBeTruthy();
    expect(selected()).toEqual(['All']);
    await userEvent.click(screen.getByRole('tab', { name: 'White' }));
    expect(selected()).toEqual(['White']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1]);
    expect(screen.getByRole('tab', { name: 'White' }).getAttribute('aria-controls')).toBe('wines-tabpanel');
  });

  it('moves and selects with the arrows, wrapping round, and jumps with Home and End', async () => {
    renderInApp(<Colours />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('All');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Rosé']);
    expect(document.activeElement?.id).toBe('wines-tab-Rosé');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['All']);
    await userEvent.keyboard('{End}');
    expect(selected()).toEqual(['Rosé']);
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(selected()).toEqual(['Red']);
    expect(document.activeElement?.id).toBe('wines-tab-Red');
  });
});
