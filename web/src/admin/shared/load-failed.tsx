/**
 * What a console section says when its data could not be loaded: the reason, and "Try again",
 * which asks once more (a query's `refetch`), so the person never has to reload the screen.
 */
import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';

export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
