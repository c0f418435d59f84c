/** The 3-step Setup Guide of /admin/telegram (admin-and-api.md §2): create a bot, make it a channel administrator, find the channel ID. */
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const BOTFATHER_URL = 'https://t.me/BotFather';

const STEPS: { title: string; body: ReactNode }[] = [
  {
    title: 'Create a bot',
    body: (
      <>
        Open{' '}
        <Link href={BOTFATHER_URL} target="_blank" rel="noopener noreferrer">
          @BotFather
        </Link>{' '}
        in Telegram, send <code>/newbot</code> and follow its questions. It answers with the bot token, e.g. <code>123456789:AAH…</code>: paste it into the channel form.
      </>
    ),
  },
  {
    title: 'Add the bot to your channel as an administrator',
    body: (
      <>
        In the channel, open Administrators, add the bot, and allow it to <strong>post messages</strong> (and to edit and delete them, so posts follow the articles).
      </>
    ),
  },
  {
    title: 'Get the channel ID',
    body: (
      <>
        A public channel's ID is its username with @, e.g. <code>@cryptolekh_hindi</code>. A private channel has a negative numeric ID, e.g. <code>-1001234567890</code>
        : forward one of its posts to a bot such as @userinfobot to read it. Then use Test Connection on the channel's row.
      </>
    ),
  },
];

export function SetupGuide() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="setup-guide-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="setup-guide-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Setup Guide
      </Typography>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map((step, i) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{ flexShrink: 0, width: 28, height: 28, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}
            >
              {i + 1}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {step.body}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
