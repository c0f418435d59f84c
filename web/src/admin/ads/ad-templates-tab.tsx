/** The "Templates" tab: each template previewed with the ad's own words, and "Use Template". */
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { adFrameDocument } from '@contract/ad-frame-document';
import { InlineAdFrame } from '../../reader/ads/inline-ad-frame';
import { AD_TEMPLATES, type AdTemplate, type TemplateValues } from './ad-templates';

export function AdTemplatesTab({ values, onUse }: { values: TemplateValues; onUse(template: AdTemplate): void }) {
  return (
    <Grid container spacing={2}>
      {AD_TEMPLATES.map((t) => (
        <Grid key={t.id} size={12}>
          <Card variant="outlined" data-testid={`template-${t.id}`}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t.name}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
                {t.description}
              </Typography>
              {/* Isolated as on the reader site (a click on its link opens the advertiser in a new tab). */}
              <InlineAdFrame srcDoc={adFrameDocument(t.build(values))} title={`${t.name} preview`} />
            </CardContent>
            <CardActions>
              <Button variant="contained" onClick={() => onUse(t)} aria-label={`Use Template: ${t.name}`}>
                Use Template
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
