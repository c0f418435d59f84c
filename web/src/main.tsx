import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Indic scripts: Noto subsets load only when a page shows such text (unicode-range), so readers
// see Hindi, Bengali and Kannada the same on every device, and English readers download nothing.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import '@fontsource/noto-sans-kannada/400.css';
import '@fontsource/noto-sans-kannada/700.css';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
