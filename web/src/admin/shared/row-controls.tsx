/**
 * The controls in a row of a console list: an icon action with its tooltip, and the switch that
 * flips one flag of the row. The accessible names ("Edit Hindi", "Hindi active") are what the
 * browser tests and screen readers find the row's controls by.
 */
import { Box, Chip, IconButton, Switch, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The tooltip. */
  title: string;
  /** The button's accessible name, naming the row (e.g. "Delete Hindi"). */
  label: string;
  onClick(): void;
  /** Given (even false): the button can be disabled, so a span carries the tooltip (a disabled button fires no events). */
  disabled?: boolean;
  color?: 'error';
  /** The icon. */
  children: ReactNode;
}

export function RowAction({ title, label, onClick, disabled, color, children }: RowActionProps) {
  const button = (
    <IconButton aria-label={label} color={color} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  return <Tooltip title={title}>{disabled === undefined ? button : <span>{button}</span>}</Tooltip>;
}

interface RowSwitchProps {
  /** The switch's accessible name, e.g. "Hindi active". */
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}

export function RowSwitch({ label, checked, disabled, onChange }: RowSwitchProps) {
  return <Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
}

/** The active switch with its Active/Inactive badge (the badge from 600 px). */
export function ActiveStatus({ name, active, disabled, onChange }: { name: string; active: boolean; disabled: boolean; onChange(active: boolean): void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <RowSwitch label={`${name} active`} checked={active} disabled={disabled} onChange={onChange} />
      <Chip label={active ? 'Active' : 'Inactive'} size="small" color={active ? 'success' : 'default'} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
    </Box>
  );
}
