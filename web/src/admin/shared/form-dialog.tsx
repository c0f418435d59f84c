/**
 * The shell every create/edit dialog of the console shares: a titled dialog that cannot be closed
 * while it saves, its content, and the Cancel + submit footer. The form itself stays with each
 * resource; the submit button reaches it through the form's id, so the footer may sit outside it.
 */
import { Button, Dialog, DialogActions, DialogTitle, useMediaQuery, useTheme, type DialogProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  /** The id of the `<form>` among the children that the submit button submits. */
  formId: string;
  /** Saving: the dialog stays open and both buttons are disabled. */
  pending: boolean;
  /** The submit button's text, e.g. from {@link saveLabel}. */
  submitLabel: string;
  /** More reasons the submit button waits (an upload running, the data still loading). */
  submitDisabled?: boolean;
  /** No submit button at all: the person may not save this form (issue 29 hides what a role cannot use). */
  submitHidden?: boolean;
  maxWidth: DialogProps['maxWidth'];
  /** The long forms take the whole screen on a phone. */
  fullScreenOnPhone?: boolean;
  onClose(): void;
  /** Everything between the title and the footer (a DialogContent with the form, tabs...). */
  children: ReactNode;
}

export function FormDialog({ title, formId, pending, submitLabel, submitDisabled, submitHidden, maxWidth, fullScreenOnPhone, onClose, children }: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullScreen={fullScreenOnPhone && phone} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {submitHidden ? 'Close' : 'Cancel'}
        </Button>
        {!submitHidden && (
          <Button type="submit" form={formId} variant="contained" disabled={pending || submitDisabled}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** "Create X" / "Update X", and "Creating..." / "Updating..." while the matching mutation runs. */
export function saveLabel(noun: string, editing: boolean, create: { isPending: boolean }, update: { isPending: boolean }): string {
  if (editing) return update.isPending ? 'Updating...' : `Update ${noun}`;
  return create.isPending ? 'Creating...' : `Create ${noun}`;
}
