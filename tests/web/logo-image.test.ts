/**
 * The logo the header, the console and the tab's icon show (web/public/logo.png) is the drawing
 * (web/scripts/logo.svg) rendered by web/scripts/render-logo.mjs: changing the drawing without
 * rendering it again fails here.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the web build's scripts, without types
import { LOGO_IMAGE_SIZE, LOGO_PNG, renderLogo } from '../../web/scripts/render-logo.mjs';

const pixels = async (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the logo image', () => {
  it('is logo.svg rendered at 96 px, 32 CSS pixels on a 3x screen', async () => {
    const committed = await pixels(readFileSync(LOGO_PNG as URL));
    const rendered = await pixels(await (renderLogo as () => Promise<Buffer>)());
    expect([committed.info.width, committed.info.height]).toEqual([LOGO_IMAGE_SIZE, LOGO_IMAGE_SIZE]);
    expect(committed.data.equals(rendered.data)).toBe(true);
  });
});
