import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

interface Props {
  tabs: readonly string[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Each tab's id is `${idPrefix}-${tab}`; the panel it controls is `panelId`. */
  idPrefix: string;
  panelId: string;
}

/**
 * A row of a few tabs that fits a phone's width, for storefront pages: the selected one is marked
 * by CSS alone. MUI's Tabs measure the page's layout to place their indicator and scroll buttons,
 * which on a long page (a sommelier's) forced whole-page layouts while it loaded (issue 48).
 * Keyboard as in the WAI-ARIA tabs pattern: arrows move and select, Home and End jump.
 */
export function TabStrip({ tabs, value, onChange, label, idPrefix, panelId }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const at = (index + tabs.length) % tabs.length;
    onChange(tabs[at]!);
    (strip.current?.children[at] as HTMLElement | undefined)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(value);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };

  return (
    <Box
      ref={strip}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', overflowX: 'auto', mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <ButtonBase
            key={tab}
            role="tab"
            id={`${idPrefix}-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            sx={{
              minWidth: 90,
              minHeight: 48,
              px: 2,
              flexShrink: 0,
              overflow: 'hidden',
              typography: 'button',
              color: selected ? 'primary.dark' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.dark' : 'transparent',
            }}
          >
            {tab}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
