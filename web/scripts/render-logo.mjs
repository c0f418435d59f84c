/**
 * Renders the site's mark (web/scripts/logo.svg, the drawing) to the PNG the header, the console and
 * the tab's icon show: run it again after changing the drawing (tests/web/logo-image.test.ts fails
 * until then).
 *
 *   node web/scripts/render-logo.mjs
 *
 * Why not the SVG itself: a browser lays out an SVG image as a document of its own on the page's
 * main thread (10 ms on a quiet core, 40 at a phone's 4x, on every reader page; as the tab's icon,
 * 9-49 ms just after the load event), and drawn inline its path would be half a KiB more of the
 * app's JavaScript; a PNG is decoded off the main thread.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** 32 CSS pixels on a 3x screen. */
export const LOGO_IMAGE_SIZE = 96;
export const LOGO_SVG = new URL('./logo.svg', import.meta.url);
export const LOGO_PNG = new URL('../public/logo.png', import.meta.url);

export function renderLogo() {
  return sharp(LOGO_SVG.pathname, { density: (72 * LOGO_IMAGE_SIZE) / 64 })
    .resize(LOGO_IMAGE_SIZE, LOGO_IMAGE_SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(LOGO_PNG, await renderLogo());
  console.log(`wrote ${LOGO_PNG.pathname}`);
}
