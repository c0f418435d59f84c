/**
 * Demo ads: one of every type for every placement (5 types x 3 placements = 15). All advertisers
 * are fictional; links point at example.com. Creatives live in emulators/seed/media/.
 */
import type { SeedAd } from './types.js';

/**
 * A small self-contained HTML card for inline ads (inline styles only, no scripts). No "Sponsored"
 * line of its own: the reader's slot labels every ad, once.
 */
function inlineCard(opts: { heading: string; sentence: string; href: string; linkText: string; accent: string }): string {
  return (
    `<div style="border:1px solid #e2e8f0;border-left:4px solid ${opts.accent};border-radius:10px;padding:16px 20px;` +
    `background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;max-width:640px">` +
    `<h3 style="margin:0 0 6px;font-size:18px;line-height:1.3">${opts.heading}</h3>` +
    `<p style="margin:0 0 12px;font-size:15px;line-height:1.55">${opts.sentence}</p>` +
    `<a href="${opts.href}" target="_blank" rel="noopener" style="display:inline-block;padding:8px 14px;border-radius:8px;` +
    `background:${opts.accent};color:#ffffff;text-decoration:none;font-weight:600;font-size:14px">${opts.linkText}</a>` +
    `</div>`
  );
}

export const demoAds: SeedAd[] = [
  // ----- banner (728x90) -----
  {
    name: 'LedgerLoop Hardware Wallets — homepage banner',
    type: 'banner',
    placement: 'homepage',
    headline: 'Your keys, offline and in your pocket',
    text: 'LedgerLoop hardware wallets keep private keys off your phone and laptop, with open-source firmware, a clear screen for checking every transaction, and setup guides in five Indian languages.',
    image: 'ad-ledgerloop-banner.svg',
    url: 'https://example.com/ledgerloop',
    priority: 95,
    isActive: true,
    impressions: 48210,
    clicks: 612,
  },
  {
    name: 'Satoshi School — article banner',
    type: 'banner',
    placement: 'article',
    headline: 'Learn crypto basics in your language',
    text: 'Short, jargon-free video lessons on wallets, blockchains and staying safe online, in Hindi, Bengali, Kannada and English. The first module is free, and there are never any trading tips.',
    image: 'ad-satoshi-school-banner.svg',
    url: 'https://example.com/satoshi-school',
    priority: 70,
    isActive: true,
    impressions: 36540,
    clicks: 455,
  },
  {
    name: 'ChainPulse Analytics — category banner',
    type: 'banner',
    placement: 'category',
    headline: 'On-chain data, explained for curious minds',
    text: 'ChainPulse turns raw blockchain data into clear dashboards for researchers, journalists and students. Track stablecoin supply, bridge flows and exchange reserves without writing a single query.',
    image: 'ad-chainpulse-banner.svg',
    url: 'https://example.com/chainpulse',
    priority: 55,
    isActive: true,
    impressions: 21980,
    clicks: 233,
  },

  // ----- sidebar (300x250) -----
  {
    name: 'SafeSeed Steel Backups — homepage sidebar',
    type: 'sidebar',
    placement: 'homepage',
    headline: 'Paper burns. Steel keeps your seed.',
    text: 'Stamp your wallet recovery phrase onto a fire- and water-resistant steel plate. A simple kit with no electronics and no accounts, shipped across India in plain packaging.',
    image: 'ad-safeseed-sidebar.svg',
    url: 'https://example.com/safeseed',
    priority: 80,
    isActive: true,
    impressions: 30415,
    clicks: 388,
  },
  {
    name: 'Kosh Crypto Tax Desk — article sidebar',
    type: 'sidebar',
    placement: 'article',
    headline: 'Crypto tax reports without spreadsheet stress',
    text: 'Import exchange and wallet histories, see gains and TDS in one place, and export a VDA schedule summary that your chartered accountant can review before you file.',
    image: 'ad-kosh-tax-sidebar.svg',
    url: 'https://example.com/kosh-tax-desk',
    priority: 65,
    isActive: true,
    impressions: 27102,
    clicks: 301,
  },
  {
    name: 'NodeNest Validator Hosting — category sidebar',
    type: 'sidebar',
    placement: 'category',
    headline: 'Managed blockchain nodes, hosted in India',
    text: "Run full nodes and testnet validators on NodeNest's monitored servers in Mumbai and Chennai. Transparent monthly pricing, snapshots included, and an engineer on call around the clock.",
    image: 'ad-nodenest-sidebar.svg',
    url: 'https://example.com/nodenest',
    priority: 30,
    isActive: true,
    impressions: 9870,
    clicks: 64,
  },

  // ----- inline (HTML content) -----
  {
    name: 'BlockBasics Bookshop — homepage inline',
    type: 'inline',
    placement: 'homepage',
    headline: 'Books that explain blockchains in plain words',
    text: 'BlockBasics curates beginner-friendly books on money, cryptography and blockchains, including titles translated into Indian languages. Free delivery on your first order, plus honest reading lists.',
    url: 'https://example.com/blockbasics-bookshop',
    content: inlineCard({
      heading: 'Books that explain blockchains in plain words',
      sentence:
        'BlockBasics Bookshop picks beginner-friendly titles on money, cryptography and blockchains, including translations into Indian languages.',
      href: 'https://example.com/blockbasics-bookshop',
      linkText: 'Browse the reading lists',
      accent: '#0f766e',
    }),
    priority: 40,
    isActive: true,
    impressions: 15340,
    clicks: 147,
  },
  {
    name: 'Hashrate Hindi Podcast — article inline',
    type: 'inline',
    placement: 'article',
    headline: 'Weekly crypto news in simple Hindi',
    text: "Hashrate Hindi Podcast breaks down the week's blockchain news in thirty minutes, with guests from Indian startups, research labs and policy circles. No hype and no price predictions, just context.",
    url: 'https://example.com/hashrate-hindi',
    content: inlineCard({
      heading: 'Weekly crypto news in simple Hindi',
      sentence:
        "Hashrate Hindi Podcast explains the week's blockchain news in thirty minutes, without hype or price predictions.",
      href: 'https://example.com/hashrate-hindi',
      linkText: 'Listen to the latest episode',
      accent: '#7c3aed',
    }),
    priority: 85,
    isActive: true,
    impressions: 40875,
    clicks: 529,
  },
  {
    name: 'ChainCheck Smart Contract Audits — category inline',
    type: 'inline',
    placement: 'category',
    headline: 'Get your smart contracts reviewed before launch',
    text: 'ChainCheck auditors review Solidity and Rust contracts for reentrancy, access-control and upgrade risks before launch, with fixed-price reviews for student teams and early-stage Indian startups.',
    url: 'https://example.com/chaincheck-audits',
    content: inlineCard({
      heading: 'Get your smart contracts reviewed before launch',
      sentence:
        'ChainCheck looks for reentrancy, access-control and upgrade risks in Solidity and Rust code, with fixed-price reviews for small teams.',
      href: 'https://example.com/chaincheck-audits',
      linkText: 'See how a review works',
      accent: '#b45309',
    }),
    priority: 50,
    isActive: true,
    impressions: 18760,
    clicks: 176,
  },

  // ----- popup -----
  {
    name: 'CryptoLekh Case Studies — homepage popup (house ad)',
    type: 'popup',
    placement: 'homepage',
    headline: 'Learn from crypto history, not hype',
    text: 'Our case studies revisit exchange collapses, bridge hacks and national experiments, explaining what went wrong in plain language. Find them in the Case Studies section, in several Indian languages.',
    priority: 20,
    isActive: true,
    impressions: 12450,
    clicks: 98,
  },
  {
    name: 'Bengaluru Chain Week — article popup',
    type: 'popup',
    placement: 'article',
    headline: 'Bengaluru Chain Week registrations are now open',
    text: 'Three days of talks and workshops on blockchain security, public goods and regulation, with student passes and sessions in Kannada and English. Seats are limited, so register early.',
    url: 'https://example.com/bengaluru-chain-week',
    priority: 60,
    isActive: true,
    impressions: 7420,
    clicks: 92,
  },
  {
    name: 'Kosh Crypto Tax Desk — category popup',
    type: 'popup',
    placement: 'category',
    headline: 'Filing season? Sort out your VDA records',
    text: 'Before filing your income tax return, gather every exchange and wallet statement in one place. Kosh Tax Desk organises them into a clear summary you can share with your CA.',
    url: 'https://example.com/kosh-tax-desk/filing-season',
    priority: 45,
    isActive: true,
    impressions: 11230,
    clicks: 121,
  },

  // ----- native (250x250 square creative) -----
  {
    name: 'Satoshi School — homepage native',
    type: 'native',
    placement: 'homepage',
    headline: 'Free course: crypto safety for families',
    text: 'A four-lesson course on spotting scams, protecting recovery phrases and talking to parents about crypto risks. Made for complete beginners, in Hindi, Bengali, Kannada and English.',
    image: 'ad-satoshi-school-native.svg',
    url: 'https://example.com/satoshi-school/family-safety',
    priority: 75,
    isActive: true,
    impressions: 33290,
    clicks: 402,
  },
  {
    name: 'PhishGuard Browser Shield — article native',
    type: 'native',
    placement: 'article',
    headline: 'See the warning before you sign',
    text: 'PhishGuard is a browser extension that flags lookalike sites, unlimited token approvals and suspicious signature requests, and explains the risk in plain language before your wallet asks you to confirm.',
    image: 'ad-phishguard-native.svg',
    url: 'https://example.com/phishguard',
    priority: 90,
    isActive: true,
    impressions: 44120,
    clicks: 587,
  },
  {
    name: 'Desi DeFi Meetups — category native',
    type: 'native',
    placement: 'category',
    headline: 'Meet local builders at community evenings',
    text: 'Desi DeFi Meetups hosts free monthly evenings in Bengaluru, Kolkata and Pune for developers, students and the simply curious. Dates are announced on community notice boards each month.',
    image: 'ad-desi-defi-native.svg',
    priority: 10,
    isActive: true,
    impressions: 5630,
    clicks: 41,
  },
  // Paused campaigns: stored with their results, never served.
  {
    name: 'LedgerLoop Diwali Sale — homepage banner (paused)',
    type: 'banner',
    placement: 'homepage',
    headline: 'Festive prices on LedgerLoop hardware wallets',
    text: 'Our Diwali offer has ended. Thank you to everyone who moved their savings to self-custody this festive season; keep your recovery phrase offline and never share it with anyone.',
    image: 'ad-ledgerloop-banner.svg',
    url: 'https://example.com/ledgerloop/diwali',
    priority: 99,
    isActive: false,
    impressions: 30410,
    clicks: 402,
  },
  {
    name: 'ChainCheck Audits spring offer — article sidebar (paused)',
    type: 'sidebar',
    placement: 'article',
    headline: 'Spring audit slots are fully booked',
    text: 'Our spring smart-contract audit programme for Indian startups is closed. New slots open next quarter; until then, read our free checklist of the ten most common Solidity mistakes.',
    url: 'https://example.com/chaincheck/spring',
    priority: 98,
    isActive: false,
    impressions: 8120,
    clicks: 64,
  },
];
