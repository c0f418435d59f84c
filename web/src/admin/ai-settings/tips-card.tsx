/** Short advice next to the AI settings form. */
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { useId } from 'react';
import { Box, Paper, Stack, Typography, type SxProps, type Theme } from '@mui/material';

const TIPS = [
  'A key you type is tested straight from your browser against OpenAI; a stored key is tested by the server, which never sends it back.',
  'Keep {language} in the translation prompt: each job puts the target language there.',
  'Changing a prompt, an instruction or the glossary raises the prompt version; every AI translation records the version it was made with.',
  'Translations an editor wrote are never replaced, unless you choose Force retranslate on the article.',
  'Add tickers and protocol names to the glossary so they read the same in every language.',
  'Switch AI off to pause generation and translation without removing the key.',
];

/** Rendered in two places (beside the form on wide screens, below it on phones): one shows at a time. */
export function TipsCard({ sx }: { sx?: SxProps<Theme> }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={[{ p: { xs: 2, sm: 2.5 } }, ...(Array.isArray(sx) ? sx : [sx])]} component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <LightbulbIcon color="warning" aria-hidden />
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Tips
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 1 } }}>
        {TIPS.map((t) => (
          <Typography key={t} component="li" variant="body2" color="textSecondary">
            {t}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
