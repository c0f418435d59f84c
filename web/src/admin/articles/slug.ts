/**
 * The slug rule of admin-and-api.md §4: lowercased, non-alphanumerics removed, spaces turned to
 * hyphens, repeated hyphens collapsed (and none left at either end, which no URL wants).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
