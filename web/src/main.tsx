import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Indic scripts: the Noto faces of each script, limited to it by unicode-range (see the file), so a
// page downloads the fonts of the scripts it shows and nothing else; an English page none. They come
// first in the font stack (theme.ts) so Hindi, Bengali, Kannada... look the same on every device.
import './shared/indic-fonts.css';
// The hero's few words in Indic scripts, in fonts cut down to their glyphs (web/plugins/native-names-font.ts).
import './generated/native-names.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
