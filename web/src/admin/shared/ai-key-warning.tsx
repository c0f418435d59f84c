/**
 * The warning of admin-and-api.md §2 and §8: AI translation is switched on but no key is stored, so
 * every job would fail. Shown on the Articles and AI Settings pages.
 */
import { AI_MESSAGES, type AiSettings } from '@contract';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function AiKeyWarning({ settings, link = false }: { settings: AiSettings | undefined; link?: boolean }) {
  if (!settings || !settings.isActive || settings.hasApiKey) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="ai-key-warning"
      action={
        link ? (
          <Button component={RouterLink} to="/admin/ai-settings" color="inherit" size="small">
            AI Settings
          </Button>
        ) : undefined
      }
    >
      {AI_MESSAGES.keyMissingWarning}
    </Alert>
  );
}
