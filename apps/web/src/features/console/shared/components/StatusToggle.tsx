import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface Props<S extends string> {
  /** The group's name for screen readers, e.g. "Mail status". */
  label: string;
  value: S;
  /** Each status's button label, in the buttons' order. */
  labels: Record<S, string>;
  onChange: (value: S) => void;
}

/** The buttons that switch a console list between its statuses, one always chosen. */
export function StatusToggle<S extends string>({ label, value, labels, onChange }: Props<S>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: S | null) => {
        if (next) onChange(next);
      }}
      aria-label={label}
      sx={{ mb: 2 }}
    >
      {(Object.keys(labels) as S[]).map((status) => (
        <ToggleButton key={status} value={status}>
          {labels[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
