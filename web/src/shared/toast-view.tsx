/** A toast as the provider (toast-provider.tsx) shows it; it comes with the screens that can toast (toast.tsx), not with every page. */
import { useTranslation } from './i18n';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, IconButton, Snackbar } from '@mui/material';
import { useRef } from 'react';
import { TOAST_DURATION_MS, type ToastViewProps } from './toast-provider';

const SWIPE_THRESHOLD_PX = 50;

export default function ToastView({ current, open, close, anchor }: ToastViewProps) {
  const swipeStart = useRef<number | null>(null);
  const { t } = useTranslation();
  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={anchor}
      sx={{ maxWidth: { md: 420 }, width: { xs: 'calc(100% - 16px)', md: 420 } }}
    >
      <Alert
        role={current.variant === 'destructive' ? 'alert' : 'status'}
        tabIndex={-1}
        data-testid="toast"
        severity={current.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        sx={{ width: '100%', boxShadow: 3 }}
        onTouchStart={(e) => (swipeStart.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const end = e.changedTouches[0]?.clientX;
          if (swipeStart.current !== null && end !== undefined && end - swipeStart.current > SWIPE_THRESHOLD_PX) close();
          swipeStart.current = null;
        }}
        action={
          <>
            {current.action}
            <IconButton aria-label={t('toast.close')} color="inherit" size="small" onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle sx={{ mb: current.description ? 0.5 : 0 }}>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}
