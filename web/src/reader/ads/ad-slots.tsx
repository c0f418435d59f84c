/**
 * How each ad type shows on the reader site. Every ad is measured where it stands (a viewable
 * impression: half of it on screen for a second); a click on its link is counted and the link
 * opens in a new tab. An ad with its own HTML (inline ads, or any ad made from a console
 * template) shows that HTML isolated in a shadow root; the others show a card.
 */
import type { PublicAd } from '@contract';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { AD_LINK_PROPS, adLink } from '../../api/ad-links';
import { useTranslation } from '../../shared/i18n';
import { useAdClickAttribute, useViewableImpression } from './ad-measurement';
import { AdHtmlContent } from './ad-html-content';

export type AdLayout = 'banner' | 'sidebar' | 'native';

export function SponsoredLabel() {
  const { t } = useTranslation();
  return (
    <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
      {t('ads.sponsored')}
    </Typography>
  );
}

/** The element an ad's impression is measured on; the tests and the console's preview find ads by it. */
export function MeasuredAd({ ad, children }: { ad: PublicAd; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const measured = useViewableImpression(ref, ad);
  return (
    <Box ref={ref} data-testid={`ad-${ad.id}`} data-ad-type={ad.type} {...measured}>
      {children}
    </Box>
  );
}

/** The card of an ad without its own HTML: a link to the advertiser when it has one. */
export function AdCard({ ad, layout }: { ad: PublicAd; layout: AdLayout }) {
  const counted = useAdClickAttribute(ad);
  const href = adLink(ad);
  const { t } = useTranslation();
  // Recommended creative sizes: banner 728x90, sidebar 300x250, square 250x250 (shown whole).
  const aspect = { banner: '728 / 90', sidebar: '300 / 250', native: '1 / 1' }[layout];
  const body = (
    <>
      {ad.imageUrl && (
        <Box
          component="img"
          src={ad.imageUrl}
          alt=""
          // Ads sit beside and below the content: their images never hold up the page's own (the
          // server render would otherwise preload each one ahead of the content's largest image).
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', aspectRatio: aspect, objectFit: 'contain', bgcolor: 'grey.100', ...(layout === 'native' && { width: { xs: '100%', sm: 200 }, flexShrink: 0 }) }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <SponsoredLabel />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {ad.headline}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {ad.text}
        </Typography>
      </CardContent>
    </>
  );
  const direction = layout === 'native' ? { xs: 'column', sm: 'row' } : 'column';
  return (
    <Card variant="outlined">
      {href ? (
        <CardActionArea
          component="a"
          href={href}
          {...AD_LINK_PROPS}
          {...counted}
          aria-label={t('ads.linkLabel', { headline: ad.headline })}
          sx={{ display: 'flex', flexDirection: direction, alignItems: 'stretch' }}
        >
          {body}
        </CardActionArea>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: direction, alignItems: 'stretch' }}>{body}</Box>
      )}
    </Card>
  );
}

/**
 * An ad's own HTML, isolated in a shadow root (ad-html-content.tsx), as readers and the console's
 * preview show it. A click on one of its links counts.
 */
export function AdHtml({ ad }: { ad: PublicAd & { content: string } }) {
  const counted = useAdClickAttribute(ad);
  const { t } = useTranslation();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
      <SponsoredLabel />
      <AdHtmlContent html={ad.content} label={t('ads.frameTitle', { headline: ad.headline })} hostProps={counted} />
    </Box>
  );
}

/** What an ad shows in a slot of the given layout: its own HTML, else its card. */
export function AdCreative({ ad, layout }: { ad: PublicAd; layout: AdLayout }) {
  return ad.content ? <AdHtml ad={{ ...ad, content: ad.content }} /> : <AdCard ad={ad} layout={layout} />;
}

export function byType(ads: PublicAd[] | undefined, type: PublicAd['type']) {
  return (ads ?? []).filter((a) => a.type === type);
}

function AdList({ ads, layout }: { ads: PublicAd[]; layout: AdLayout }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {ads.map((ad) => (
        <MeasuredAd key={ad.id} ad={ad}>
          <AdCreative ad={ad} layout={layout} />
        </MeasuredAd>
      ))}
    </Box>
  );
}

/** Banner ads in a 'Sponsored' section. */
export function SponsoredSection({ ads }: { ads: PublicAd[] }) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="sponsored-heading" sx={{ mt: 6 }}>
      <Typography id="sponsored-heading" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {t('ads.sponsored')}
      </Typography>
      <AdList ads={ads} layout="banner" />
    </Box>
  );
}

/** Sidebar ads: a right-hand column on wide screens (stacked below the content on narrow ones). */
export function SidebarAds({ ads }: { ads: PublicAd[] }) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  return (
    <Box component="aside" aria-label={t('ads.sponsored')} data-testid="sidebar-ads" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <AdList ads={ads} layout="sidebar" />
    </Box>
  );
}

/** Inline ads between the content and the rest: their HTML, or a native-style card. */
export function InlineAds({ ads }: { ads: PublicAd[] }) {
  if (ads.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }}>
      <AdList ads={ads} layout="native" />
    </Box>
  );
}

/** Native ads: cards that sit with the content. */
export function NativeAds({ ads }: { ads: PublicAd[] }) {
  if (ads.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }} data-testid="native-ads">
      <AdList ads={ads} layout="native" />
    </Box>
  );
}
