/**
 * A small dialog asking the editor for one value (a link's address, a video's link, an image's
 * alt text), checked before it closes. Nested in the article dialog; Escape closes only this one.
 *
 * It does not give the focus back itself: its caller does, to the text (`backToText` in
 * article-editor.tsx). Given back by the dialog, the focus reached the text as a focus from
 * outside, which leaves the caret at the start of the text for ProseMirror to correct a moment
 * later; a Home pressed in that moment went to the start too, and the correction put the caret
 * back where the arrow had left it ("Start: " landed mid-line).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';

export interface PromptDialogProps {
  title: string;
  label: string;
  initial?: string;
  helperText?: string;
  submitLabel: string;
  /** Shown above the field (e.g. the uploaded image). */
  children?: ReactNode;
  /** The reason the value is refused, or null to accept it. */
  check?(value: string): string | null;
  onSubmit(value: string): void;
  onClose(): void;
}

export function PromptDialog({ title, label, initial = '', helperText, submitLabel, children, check, onSubmit, onClose }: PromptDialogProps) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const reason = check?.(value.trim()) ?? null;
    if (reason) return setProblem(reason);
    onSubmit(value.trim());
  };
  return (
    <Dialog open disableRestoreFocus onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="prompt-dialog-title">
      <DialogTitle id="prompt-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {children}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={label}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter submits this dialog, not the article form around it.
              e.preventDefault();
              e.stopPropagation();
              submit();
            }
          }}
          error={!!problem}
          helperText={problem ?? helperText}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
