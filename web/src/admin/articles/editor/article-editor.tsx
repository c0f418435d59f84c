/**
 * The console's visual editor for article HTML (issue 24), Tiptap 3: it reads and writes HTML, so
 * the stored format, the API and the reader stay as they are. The form holds the HTML string;
 * the editor writes it on every change (an empty editor writes '', so "Content is required"
 * still holds) and takes it back when something else sets it (AI generation, a restored
 * autosave, the HTML view). Loaded only with the console's lazily loaded chunk.
 *
 * Only the person's edits are reported (issue 28). The editor spells a loaded article its own way
 * (attribute order, `<img>`, whitespace between blocks), and Tiptap's setEditable() announced an
 * "update" when the dialog opened: the form took the respelt HTML as an edit, the autosave kept
 * it and the next opening offered "unsaved changes" nobody made. Now the editor reports nothing
 * until its document differs from the one it loaded, and a document back to the loaded one is
 * reported as the loaded HTML itself. Its options are made once, so a re-render of the dialog
 * does not hand ProseMirror new props on every keystroke.
 */
import { Alert, Box, Button, FormHelperText, LinearProgress, TextField, Typography } from '@mui/material';
import { closeHistory } from '@tiptap/pm/history';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { embedUrlOf } from '@contract';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { ACCEPTED_TYPES } from '../../api/media';
import { articleExtensions, isAllowedUrl } from './article-schema';
import { afterSelection, followTheCaret, readDomSelection } from './dom-selection';
import { EditorToolbar } from './editor-toolbar';
import { editorContentSx } from './editor-styles';
import { cleanPastedHtml } from './paste-cleanup';
import { PromptDialog } from './prompt-dialog';
import { savedHtml } from './stored-html';
import { useBodyImage } from './use-body-image';

export interface ArticleEditorProps {
  /** The field's accessible name ("Content (HTML)"). */
  label: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** BCP 47 tag of the text (screen readers, fonts, spelling). */
  lang?: string;
  /** Told while an image uploads, so the form holds its save button. */
  onBusyChange?(busy: boolean): void;
  /** react-hook-form focuses the field with an error through this. */
  focusRef?: Ref<{ focus(): void }>;
}

/** Attributes of a YouTube or Vimeo player as the reader site embeds them. */
export function embedAttributes(src: string) {
  return {
    src,
    width: '560',
    height: '315',
    title: 'Video',
    allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
    allowfullscreen: '',
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
  };
}

type Prompt = 'link' | 'embed' | null;

export function ArticleEditor({ label, value, onChange, onBlur, required, error, helperText, lang, onBusyChange, focusRef }: ArticleEditorProps) {
  const helperId = useId();
  const [source, setSource] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const image = useBodyImage(onBusyChange);
  const fileInput = useRef<HTMLInputElement>(null);
  // The last HTML the editor wrote: a different value came from elsewhere and is loaded.
  const written = useRef(value);
  // The HTML last loaded and the editor's spelling of it: that document is no edit.
  const loaded = useRef({ value, html: '' });
  const change = useRef(onChange);
  change.current = onChange;
  const blur = useRef(onBlur);
  blur.current = onBlur;
  const [extensions] = useState(articleExtensions);
  const [initialContent] = useState(value);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(required && { 'aria-required': 'true' }),
        'aria-describedby': helperId,
        ...(lang && { lang }),
        spellcheck: 'true',
      },
      transformPastedHTML: cleanPastedHtml,
      // A YouTube or Vimeo link pasted on its own becomes the player.
      handlePaste: (view: EditorView, event: ClipboardEvent) => {
        const text = event.clipboardData?.getData('text/plain')?.trim() ?? '';
        const src = text && !/\s/.test(text) ? embedUrlOf(text) : null;
        if (!src) return false;
        view.dispatch(view.state.tr.replaceSelectionWith(view.state.schema.nodes.embed!.create(embedAttributes(src))).scrollIntoView());
        return true;
      },
      handleKeyDown: (view: EditorView, event: KeyboardEvent) => {
        // The key acts where the person sees the caret (see dom-selection.ts).
        readDomSelection(view);
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setPrompt('link');
          return true;
        }
        return false;
      },
    }),
    [label, required, helperId, lang],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    shouldRerenderOnTransaction: false,
    editorProps,
    onCreate: ({ editor: e }) => {
      followTheCaret(e.view);
      loaded.current = { value: initialContent, html: savedHtml(e) };
    },
    onUpdate: ({ editor: e, transaction }) => {
      if (!transaction.docChanged) return;
      const html = savedHtml(e);
      const next = html === loaded.current.html ? loaded.current.value : html;
      if (next === written.current) return;
      written.current = next;
      change.current(next);
    },
    onBlur: () => blur.current?.(),
  });

  const wasSource = useRef(source);
  // A layout effect: the text is back, focused, before the browser handles the next key (below).
  useLayoutEffect(() => {
    const leftSource = wasSource.current && !source;
    wasSource.current = source;
    if (!editor || source) return;
    if (value !== written.current) {
      written.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
      // What is typed next is an undo step of its own: Undo must not also take back the loaded text.
      editor.view.dispatch(closeHistory(editor.state.tr));
      loaded.current = { value, html: savedHtml(editor) };
    }
    // Back from the HTML view, typing goes on in the text, with the selection it had. At once:
    // Tiptap's focus command waits for an animation frame, which a busy machine delays; a key
    // pressed meanwhile (End) went to the toolbar's button, then the frame put the old selection
    // back (the whole line), and the next Enter replaced that line with an empty paragraph.
    if (leftSource) editor.view.focus();
  }, [editor, value, source]);

  useEffect(() => {
    // No "update": the document is the same (Tiptap's default announces one).
    editor?.setEditable(!image.busy, false);
  }, [editor, image.busy]);

  // Made once: the toolbar (memoised) is not re-rendered by each keystroke's new value.
  const [toolbarActions] = useState(() => ({
    onLink: () => setPrompt('link'),
    onImage: () => fileInput.current?.click(),
    onEmbed: () => setPrompt('embed'),
    onSource: () => setSource((on) => !on),
    onFullScreen: () => setFullScreen((on) => !on),
  }));

  useImperativeHandle(focusRef, () => ({ focus: () => (source ? undefined : editor?.commands.focus()) }), [editor, source]);

  if (!editor) return null;

  /**
   * Closes a prompt and puts the focus back in the text at once, where the command left the
   * selection: the dialog is gone (and has given the focus back to whatever it took it from)
   * before the text takes it, so the person's next key goes to the text. Tiptap's focus waits for
   * an animation frame, which a busy machine delays: keys pressed meanwhile were lost.
   */
  const backToText = (close: () => void) => {
    flushSync(close);
    editor.view.focus();
  };

  const insertLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) return void chain.unsetLink().run();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
  };

  return (
    <Box
      sx={
        fullScreen
          ? { position: 'fixed', inset: 0, zIndex: (t) => t.zIndex.modal + 1, bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', p: 2 }
          : undefined
      }
    >
      <Typography component="p" variant="caption" color={error ? 'error' : 'textSecondary'} sx={{ mb: 0.5 }} aria-hidden>
        {label}
        {required && ' *'}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, display: 'flex', flexDirection: 'column', flex: fullScreen ? 1 : undefined, minHeight: 0 }}>
        <EditorToolbar editor={editor} source={source} fullScreen={fullScreen} busy={image.busy} {...toolbarActions} />
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={ACCEPTED_TYPES.image}
          aria-label="Image for the article body"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void image.upload(file);
          }}
        />
        {image.state.phase === 'sending' && (
          <Box sx={{ px: 1.5, py: 1 }}>
            <LinearProgress variant="determinate" value={image.state.percent} aria-label="Uploading image" aria-valuetext={`${image.state.percent}%`} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography variant="body2" color="textSecondary" aria-live="polite">
                Uploading image... {image.state.percent}%
              </Typography>
              <Button size="small" color="inherit" onClick={image.cancel}>
                Cancel upload
              </Button>
            </Box>
          </Box>
        )}
        {image.state.phase === 'failed' && (
          <Alert severity="error" sx={{ m: 1 }} onClose={image.dismiss}>
            {image.state.message}
          </Alert>
        )}
        {source ? (
          <TextField
            label="HTML source"
            multiline
            minRows={10}
            maxRows={fullScreen ? undefined : 24}
            value={value}
            // Not marked as written by the editor: back in the visual view, the editor loads it.
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            sx={{ m: 1 }}
            slotProps={{ htmlInput: { spellCheck: false, lang, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } } }}
          />
        ) : (
          <Box sx={editorContentSx(fullScreen)}>
            <EditorContent editor={editor} />
          </Box>
        )}
      </Box>
      <FormHelperText id={helperId} error={error}>
        {helperText}
      </FormHelperText>
      {prompt === 'link' && (
        <PromptDialog
          title="Link"
          label="Link address"
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          helperText="https://…, mailto:… or a path on this site such as /article/…; empty removes the link"
          submitLabel="Apply"
          check={(v) => (!v || isAllowedUrl(v, 'a') ? null : 'Use an http(s) or mailto: link, or a path on this site')}
          onSubmit={(href) => {
            insertLink(href);
            backToText(() => setPrompt(null));
          }}
          onClose={() => backToText(() => setPrompt(null))}
        />
      )}
      {prompt === 'embed' && (
        <PromptDialog
          title="Embed video"
          label="YouTube or Vimeo link"
          submitLabel="Embed"
          check={(v) => (embedUrlOf(v) ? null : 'Paste a YouTube or Vimeo link')}
          onSubmit={(link) => {
            // A paragraph after the player: the cursor leaves the inserted node, so the next insert adds rather than replaces.
            afterSelection(editor).insertContent([{ type: 'embed', attrs: embedAttributes(embedUrlOf(link)!) }, { type: 'paragraph' }]).run();
            backToText(() => setPrompt(null));
          }}
          onClose={() => backToText(() => setPrompt(null))}
        />
      )}
      {image.uploaded && (
        <PromptDialog
          title="Describe the image"
          label="Alt text"
          helperText="What the image shows, for readers who cannot see it (leave empty only for decoration)"
          submitLabel="Insert image"
          onSubmit={(alt) => {
            const { src, width, height } = image.uploaded!;
            afterSelection(editor)
              .insertContent([{ type: 'image', attrs: { src, alt, width: width && String(width), height: height && String(height) } }, { type: 'paragraph' }])
              .run();
            backToText(image.done);
          }}
          onClose={() => backToText(image.done)}
        >
          <Box component="img" src={image.uploaded.src} alt="" sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, mb: 1 }} />
        </PromptDialog>
      )}
    </Box>
  );
}
