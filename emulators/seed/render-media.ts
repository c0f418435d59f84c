/**
 * Renders the demo's SVG drawings (emulators/seed/media) to the raster files the seed serves, as a
 * publisher's uploads are served: an article illustration as a JPEG (its Open Graph and Telegram
 * image, and the `src` of browsers without `srcset`) with WebP variants at the media service's widths
 * (VARIANT_WIDTHS, capped at the drawing's own width), an ad creative as one WebP at twice its
 * size (sharp on a phone's screen). The files and `rendered.json`, which the seed reads, are committed:
 * run this again after changing a drawing.
 *
 *   node --import tsx emulators/seed/render-media.ts
 *
 * Why not the SVGs themselves: a browser lays out and paints each SVG image as a document of its
 * own, text and fonts included, on the page's main thread; on a slow phone the demo's drawings
 * cost an article page more than its own text did (docs/performance.md).
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { VARIANT_WIDTHS } from '../../functions/src/services/media-images.js';
import { SEED_MEDIA_DIR, type RenderedSeedImage } from './rendered-media.js';

/** Ad creatives are drawn at their slot's size (banner 728x90, sidebar 300x250, native 250x250). */
const AD_SCALE = 2;

async function render(svg: string): Promise<RenderedSeedImage> {
  const source = path.join(SEED_MEDIA_DIR, svg);
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const base = svg.replace(/\.svg$/, '');
  // Rendered at the size it is wanted (density scales the drawing, never a blurry resize).
  const at = (w: number) => sharp(source, { density: (72 * w) / width }).resize({ width: w });
  const write = async (file: string, image: Sharp) => {
    const info = await image.toFile(path.join(SEED_MEDIA_DIR, file));
    return { width: info.width, height: info.height, url: `/media/seed/${file}` };
  };
  if (svg.startsWith('ad-')) {
    const main = await write(`${base}.webp`, at(width * AD_SCALE).webp({ quality: 85 }));
    return { ...main, variants: [] };
  }
  const main = await write(`${base}.jpg`, at(width).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }));
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  const variants = await Promise.all(widths.map((w) => write(`${base}-${w}.webp`, at(w).webp({ quality: 80 }))));
  if (main.height !== height) throw new Error(`${svg}: rendered ${main.height} px tall, drawn ${height}`);
  return { ...main, variants };
}

const svgs = (await readdir(SEED_MEDIA_DIR)).filter((f) => f.endsWith('.svg')).sort();
const rendered: Record<string, RenderedSeedImage> = {};
for (const svg of svgs) rendered[svg] = await render(svg);
await writeFile(path.join(SEED_MEDIA_DIR, 'rendered.json'), `${JSON.stringify(rendered, null, 2)}\n`);
console.log(`rendered ${svgs.length} drawings into ${path.relative(process.cwd(), SEED_MEDIA_DIR)}`);
