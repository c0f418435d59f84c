/** How each ad type shows on the reader site; every click is counted, then the ad's link opens. */
import type { PublicAd } from '@contract';
import { Box, Card, CardActionArea, CardContent, CardMedia, Stack, Typography } from '@mui/material';
import { countAdClick, recordAdClick } from '../../api/ads';
import { InlineAdFrame } from './inline-ad-frame';

function SponsoredLabel() {
  return (
    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
      Sponsored
    </Typography>
  );
}

/** A clickable ad card (banner, sidebar, native). */
export function AdCard({ ad, layout }: { ad: PublicAd; layout: 'banner' | 'sidebar' | 'native' }) {
  // Recommended creative sizes: banner 728x90, sidebar 300x250, square 250x250 (shown whole).
  const aspect = { banner: '728 / 90', sidebar: '300 / 250', native: '1 / 1' }[layout];
  return (
    <Card variant="outlined" data-testid={`ad-${ad.id}`} data-ad-type={ad.type}>
      <CardActionArea
        onClick={() => recordAdClick(ad)}
        aria-label={`${ad.headline} (sponsored${ad.url ? ', opens in a new tab' : ''})`}
        sx={{ display: 'flex', flexDirection: layout === 'native' ? { xs: 'column', sm: 'row' } : 'column', alignItems: 'stretch' }}
      >
        {ad.imageUrl && (
          <CardMedia
            component="img"
            image={ad.imageUrl}
            alt=""
            sx={{ aspectRatio: aspect, objectFit: 'contain', bgcolor: 'grey.100', ...(layout === 'native' && { width: { xs: '100%', sm: 200 }, flexShrink: 0 }) }}
          />
        )}
        <CardContent sx={{ flex: 1 }}>
          <SponsoredLabel />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            {ad.headline}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ad.text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function InlineAd({ ad }: { ad: PublicAd }) {
  return (
    <Box data-testid={`ad-${ad.id}`} data-ad-type="inline" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <SponsoredLabel />
      {ad.content ? (
        <InlineAdFrame html={ad.content} title={`Sponsored: ${ad.headline}`} onLinkClick={() => countAdClick(ad)} />
      ) : (
        <AdCard ad={ad} layout="native" />
      )}
    </Box>
  );
}

export function byType(ads: PublicAd[] | undefined, type: PublicAd['type']) {
  return (ads ?? []).filter((a) => a.type === type);
}

/** Banner ads in a 'Sponsored' section. */
export function SponsoredSection({ ads }: { ads: PublicAd[] }) {
  if (ads.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="sponsored-heading" sx={{ mt: 6 }}>
      <Typography id="sponsored-heading" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        Sponsored
      </Typography>
      <Stack spacing={2}>
        {ads.map((ad) => (
          <AdCard key={ad.id} ad={ad} layout="banner" />
        ))}
      </Stack>
    </Box>
  );
}

/** Sidebar ads: a right-hand column on wide screens (stacked below the content on narrow ones). */
export function SidebarAds({ ads }: { ads: PublicAd[] }) {
  if (ads.length === 0) return null;
  return (
    <Box component="aside" aria-label="Sponsored" data-testid="sidebar-ads" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <Stack spacing={2}>
        {ads.map((ad) => (
          <AdCard key={ad.id} ad={ad} layout="sidebar" />
        ))}
      </Stack>
    </Box>
  );
}

export function InlineAds({ ads }: { ads: PublicAd[] }) {
  if (ads.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mt: 4 }}>
      {ads.map((ad) => (
        <InlineAd key={ad.id} ad={ad} />
      ))}
    </Stack>
  );
}
