/**
 * The article editor's toolbar: buttons with the names issue 24 gives them ("Heading 2" … "HTML"),
 * `aria-pressed` where a button is a state (bold here, a list here, the HTML view on), and the
 * usual shortcuts in their tooltips. Table rows and columns get buttons while the cursor is in a table.
 * Every button first reads the selection the browser shows (dom-selection.ts), and the inserts
 * (table, image, video) go after the selected text rather than over it.
 */
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import VideoIcon from '@mui/icons-material/OndemandVideo';
import RedoIcon from '@mui/icons-material/Redo';
import TableIcon from '@mui/icons-material/TableChart';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Divider, IconButton, Tooltip } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { memo, type ReactNode } from 'react';
import { afterSelection, readDomSelection } from './dom-selection';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

interface Props {
  editor: Editor;
  source: boolean;
  fullScreen: boolean;
  busy: boolean;
  onLink(): void;
  onImage(): void;
  onEmbed(): void;
  onSource(): void;
  onFullScreen(): void;
}

/** Memoised: the editor re-renders on every keystroke (its value), the toolbar only when its state changes. */
export const EditorToolbar = memo(function EditorToolbar({ editor, source, fullScreen, busy, onLink, onImage, onEmbed, onSource, onFullScreen }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const off = source || busy;
  // A command acts on the selection on the screen, even if the browser has not told the editor yet.
  const act = (run: () => void) => () => {
    if (!source) readDomSelection(editor.view);
    run();
  };

  const button = (label: string, icon: ReactNode, run: () => void, opts: { pressed?: boolean; shortcut?: string; disabled?: boolean } = {}) => (
    // The tooltip describes (the button's name stays its own) and never covers the next button.
    <Tooltip key={label} title={opts.shortcut ? `${label} (${opts.shortcut})` : label} describeChild disableInteractive>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={opts.pressed === undefined ? undefined : opts.pressed}
          color={opts.pressed ? 'primary' : 'default'}
          disabled={opts.disabled ?? off}
          // Keeps the editor's selection: a click on the toolbar must not blur the text first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={act(run)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const text = (label: string) => <Box component="span" sx={{ fontWeight: 700, fontSize: 14, width: 24 }}>{label}</Box>;

  return (
    <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {button('Heading 2', text('H2'), () => chain().toggleHeading({ level: 2 }).run(), { pressed: state.h2, shortcut: `${MOD}Alt+2` })}
      {button('Heading 3', text('H3'), () => chain().toggleHeading({ level: 3 }).run(), { pressed: state.h3, shortcut: `${MOD}Alt+3` })}
      <Divider orientation="vertical" flexItem />
      {button('Bold', <FormatBoldIcon />, () => chain().toggleBold().run(), { pressed: state.bold, shortcut: `${MOD}B` })}
      {button('Italic', <FormatItalicIcon />, () => chain().toggleItalic().run(), { pressed: state.italic, shortcut: `${MOD}I` })}
      {button('Link', <LinkIcon />, onLink, { pressed: state.link, shortcut: `${MOD}K` })}
      <Divider orientation="vertical" flexItem />
      {button('Bulleted list', <FormatListBulletedIcon />, () => chain().toggleBulletList().run(), { pressed: state.bullet, shortcut: `${MOD}Shift+8` })}
      {button('Numbered list', <FormatListNumberedIcon />, () => chain().toggleOrderedList().run(), { pressed: state.ordered, shortcut: `${MOD}Shift+7` })}
      {button('Quote', <FormatQuoteIcon />, () => chain().toggleBlockquote().run(), { pressed: state.quote, shortcut: `${MOD}Shift+B` })}
      {button('Code', <CodeIcon />, () => chain().toggleCodeBlock().run(), { pressed: state.code, shortcut: `${MOD}Alt+C` })}
      {button('Table', <TableIcon />, () => afterSelection(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), { pressed: state.table })}
      {button('Image', <ImageIcon />, onImage)}
      {button('Embed video', <VideoIcon />, onEmbed)}
      <Divider orientation="vertical" flexItem />
      {button('Undo', <UndoIcon />, () => chain().undo().run(), { shortcut: `${MOD}Z`, disabled: off || !state.canUndo })}
      {button('Redo', <RedoIcon />, () => chain().redo().run(), { shortcut: `${MOD}Shift+Z`, disabled: off || !state.canRedo })}
      <Divider orientation="vertical" flexItem />
      {button('HTML', <DataObjectIcon />, onSource, { pressed: source, disabled: busy })}
      {button(fullScreen ? 'Exit full screen' : 'Full screen', fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />, onFullScreen, { disabled: false })}
      {state.table && !off && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, width: '100%', pt: 0.5 }}>
          {(
            [
              ['Add row', () => chain().addRowAfter().run()],
              ['Add column', () => chain().addColumnAfter().run()],
              ['Delete row', () => chain().deleteRow().run()],
              ['Delete column', () => chain().deleteColumn().run()],
              ['Delete table', () => chain().deleteTable().run()],
            ] as const
          ).map(([label, run]) => (
            <Button key={label} size="small" variant="outlined" onMouseDown={(e) => e.preventDefault()} onClick={act(run)}>
              {label}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
});
