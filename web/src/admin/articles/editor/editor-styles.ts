/**
 * How the editor shows an article: close to the reader's article page (headings, lists, quotes,
 * tables, images at their stored proportions, 16:9 players), so what the editor shows is what
 * readers get, plus the selection outlines editing needs.
 */
import type { SxProps, Theme } from '@mui/material';

export function editorContentSx(fullScreen: boolean): SxProps<Theme> {
  return {
    overflowY: 'auto',
    maxHeight: fullScreen ? 'none' : 520,
    flex: fullScreen ? 1 : undefined,
    '& .tiptap': {
      minHeight: 220,
      px: 2,
      py: 1.5,
      outline: 'none',
      lineHeight: 1.7,
      fontSize: 16,
      '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
      '& > * + *': { mt: 1.5 },
      '& p, & h1, & h2, & h3, & h4, & h5, & h6': { my: 0 },
      '& h2': { fontSize: 24, fontWeight: 700, mt: 3 },
      '& h3': { fontSize: 20, fontWeight: 700, mt: 2.5 },
      '& ul, & ol': { pl: 3 },
      '& li p': { my: 0 },
      '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 2, ml: 0, color: 'text.secondary', fontStyle: 'italic' },
      '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', fontFamily: 'ui-monospace, monospace', fontSize: 14 },
      '& code': { fontFamily: 'ui-monospace, monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      '& pre code': { bgcolor: 'transparent', p: 0 },
      '& a': { color: 'primary.main' },
      '& img': { maxWidth: '100%', height: 'auto', display: 'block' },
      '& iframe': { width: '100%', maxWidth: 560, aspectRatio: '16 / 9', height: 'auto', border: 0, display: 'block' },
      '& video': { maxWidth: '100%', display: 'block' },
      '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
      '& th, & td': { border: 1, borderColor: 'divider', p: 1, verticalAlign: 'top', position: 'relative' },
      '& th': { bgcolor: 'action.hover', textAlign: 'left' },
      '& .selectedCell::after': { content: '""', position: 'absolute', inset: 0, bgcolor: 'action.selected', pointerEvents: 'none' },
      '& .ProseMirror-selectednode': { outline: (t) => `2px solid ${t.palette.primary.main}` },
      '& p.is-editor-empty:first-of-type::before': { content: 'attr(data-placeholder)', color: 'text.disabled', float: 'left', height: 0, pointerEvents: 'none' },
    },
  };
}
