/**
 * The AI status card: whether a key is stored (its mask), whether AI is on, the model, the prompt
 * version translations record, the connection test's state (idle, success, error: §4) and this
 * month's usage.
 */
import type { AiSettings, AiUsage } from '@contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Box, Chip, CircularProgress, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatArticleDate } from '../../shared/format';
import { formatUsage, formatUsageMonth } from '../shared/ai-usage';

export type ConnectionState = { state: 'idle' } | { state: 'testing' } | { state: 'success' | 'error'; message: string };

interface Props {
  saved: AiSettings;
  connection: ConnectionState;
  usage?: AiUsage;
  usageFailed: boolean;
}

export function StatusCard({ saved, connection, usage, usageFailed }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-labelledby="ai-status-heading" data-testid="ai-status">
      <Typography id="ai-status-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Status
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, alignItems: 'center' }}>
        <Row label="API key" testId="ai-status-key">
          {saved.hasApiKey ? (
            <>
              <Chip size="small" color="success" label="Configured" />{' '}
              <Box component="code" sx={{ fontSize: 13, ml: 0.5 }}>
                {saved.openaiApiKey}
              </Box>
            </>
          ) : (
            <Chip size="small" color="error" variant="outlined" label="Not configured" />
          )}
        </Row>
        <Row label="AI features" testId="ai-status-active">
          <Chip size="small" color={saved.isActive ? 'success' : 'default'} label={saved.isActive ? 'Active' : 'Inactive'} />
        </Row>
        <Row label="Model">
          <Box component="code" sx={{ fontSize: 13 }}>
            {saved.model}
          </Box>
        </Row>
        <Row label="Prompt version">v{saved.promptVersion}</Row>
        <Row label="Last saved">{saved.updatedAt ? formatArticleDate(saved.updatedAt) : 'Never (defaults)'}</Row>
        <Row label="Connection" testId="ai-status-connection">
          <ConnectionText connection={connection} />
        </Row>
        <Row label="Usage" testId="ai-status-usage">
          {usage ? (
            <>
              {formatUsage(usage)}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {formatUsageMonth(usage.month)}
              </Box>
            </>
          ) : usageFailed ? (
            'Not available'
          ) : (
            <Skeleton width={120} />
          )}
        </Row>
      </Box>
    </Paper>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

function ConnectionText({ connection }: { connection: ConnectionState }) {
  const line = (icon: ReactNode, text: string, state: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} data-state={state}>
      {icon}
      {text}
    </Box>
  );
  switch (connection.state) {
    case 'idle':
      return line(<HelpOutlineIcon fontSize="small" color="disabled" aria-hidden />, 'Not tested', 'idle');
    case 'testing':
      return line(<CircularProgress size={16} aria-hidden />, 'Testing...', 'testing');
    case 'success':
      return line(<CheckCircleIcon fontSize="small" color="success" aria-hidden />, 'Connected', 'success');
    case 'error':
      return line(<ErrorIcon fontSize="small" color="error" aria-hidden />, `Failed: ${connection.message}`, 'error');
  }
}
