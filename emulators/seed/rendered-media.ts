/**
 * The demo's drawings as the seed serves them: raster files rendered from the SVGs beside them
 * (render-media.ts), listed in media/rendered.json by the drawing they came from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NewArticle } from '../../functions/src/data/index.js';

export const SEED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

export interface RenderedSeedImage {
  url: string;
  width: number;
  height: number;
  /** An article illustration's WebP widths, for `srcset`; none for an ad creative. */
  variants: { width: number; height: number; url: string }[];
}

let rendered: Record<string, RenderedSeedImage> | undefined;

/** The rendered files of a drawing (`<drawing>.svg`); one never rendered stops the seed, naming the command. */
function renderedOf(svg: string): RenderedSeedImage {
  rendered ??= JSON.parse(readFileSync(path.join(SEED_MEDIA_DIR, 'rendered.json'), 'utf8')) as Record<string, RenderedSeedImage>;
  const found = rendered[svg];
  if (!found) throw new Error(`${svg} has no rendered files: run node --import tsx emulators/seed/render-media.ts`);
  return found;
}

/** An ad creative's image for a drawing (its URL and the media id the seed's files go by). */
export function seedAdImage(svg: string): { imageUrl: string; imagePublicId: string } {
  const image = renderedOf(svg);
  return { imageUrl: image.url, imagePublicId: `seed/${path.basename(image.url)}` };
}

/** An article's image fields for a drawing, as an upload of it would have them. */
export function seedArticleImage(svg: string): Pick<NewArticle, 'imageUrl' | 'imagePublicId' | 'imageMeta'> {
  const { width, height, variants } = renderedOf(svg);
  return { ...seedAdImage(svg), imageMeta: { width, height, variants } };
}

/**
 * An article body's pictures as the editor inserts an upload (src, width, height): a drawing the
 * body points to (`/media/seed/<drawing>.svg`) becomes its rendered JPEG. As an SVG image the
 * browser laid out and painted the drawing, text and fonts included, as a document of its own on
 * the page's main thread (docs/performance.md).
 */
export function seedBodyImages(html: string): string {
  return html.replace(/<img src="\/media\/seed\/([\w-]+\.svg)"/g, (_, svg: string) => {
    const image = renderedOf(svg);
    return `<img src="${image.url}" width="${image.width}" height="${image.height}"`;
  });
}
