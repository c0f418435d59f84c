/** The category navigation (public-site.md §2, shared frame): the header's links on wide screens, the drawer's on small ones. */
export const NAV_LINKS = [
  { label: 'nav.home', to: '/' },
  { label: 'category.education', to: '/education' },
  { label: 'category.research', to: '/research' },
  { label: 'category.case-study', to: '/case-study' },
] as const;
