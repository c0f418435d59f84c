/** Blocks of article HTML, and which of them a translation run keeps, flags or sends to the model. */
import { describe, expect, it } from 'vitest';
import { joinSegments, segmentHtml, splitSections } from './article-blocks.js';
import { assembleTranslation, humanSaveRecords, partsToTranslate, planTranslation, type StoredTranslation, type TextFields } from './translation-plan.js';

const ORIGINAL =
  '<h2>Halving</h2><p>First <a href="https://bitcoin.org/">paragraph</a>.</p><ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul><table><tbody><tr><td>Cell</td><td></td></tr></tbody></table><img src="/media/a.png" alt="x" /><blockquote><p>Quoted</p></blockquote>';

const fields = (content: string, over: Partial<TextFields> = {}): TextFields => ({ title: 'Title', excerpt: 'Excerpt', metaDescription: '', content, ...over });
const fakeTranslate = (html: string) => html.replace(/>([^<]+)</g, '>[hi] $1<');

function translateAll(original: TextFields, existing: StoredTranslation | null, force = false, includeHuman = false) {
  const plan = planTranslation(original, existing, { force, includeHuman });
  const asked = partsToTranslate(plan);
  const answer = {
    blocks: asked.blocks.map(fakeTranslate),
    fields: Object.fromEntries(Object.entries(asked.fields).map(([k, v]) => [k, `[hi] ${v}`])),
  };
  return { asked, result: assembleTranslation(plan, answer) };
}

describe('segmentHtml', () => {
  it('splits paragraphs, headings, list items and table cells, and joins back to the same HTML', () => {
    const seg = segmentHtml(ORIGINAL);
    expect(seg.blocks).toEqual([
      '<h2>Halving</h2>',
      '<p>First <a href="https://bitcoin.org/">paragraph</a>.</p>',
      '<li>One</li>',
      '<li>Two<ul><li>Nested</li></ul></li>',
      '<td>Cell</td>',
      '<p>Quoted</p>',
    ]);
    expect(joinSegments(seg.glue, seg.blocks)).toBe(ORIGINAL);
    expect(seg.glue.join('')).toContain('<img src="/media/a.png" alt="x" />');
  });

  it('takes text outside any block as a block of its own', () => {
    const seg = segmentHtml('Loose <strong>text</strong> <p>Para</p>');
    expect(seg.blocks).toEqual(['Loose <strong>text</strong>', '<p>Para</p>']);
    expect(joinSegments(seg.glue, seg.blocks)).toBe('Loose <strong>text</strong> <p>Para</p>');
  });

  it('reads back blocks sent in sections', () => {
    expect(splitSections('<section><p>a</p></section>\n<section><li>b</li></section>')).toEqual(['<p>a</p>', '<li>b</li>']);
    expect(splitSections('<p>a</p>')).toBeNull();
  });
});

describe('planTranslation', () => {
  it('translates everything the first time', () => {
    const { asked, result } = translateAll(fields(ORIGINAL), null);
    expect(asked.blocks).toHaveLength(6);
    expect(asked.fields).toEqual({ title: 'Title', excerpt: 'Excerpt' });
    expect(result.content).toBe(fakeTranslate(ORIGINAL).replace('[hi] x', 'x'));
    expect(result.blocks.every((b) => b.by === 'ai')).toBe(true);
  });

  it('sends only the changed paragraph after a one-paragraph edit', () => {
    const first = translateAll(fields(ORIGINAL), null).result;
    const stored: StoredTranslation = { ...first, source: 'ai' };
    const edited = ORIGINAL.replace('<p>Quoted</p>', '<p>Quoted, and changed</p>');
    const { asked, result } = translateAll(fields(edited), stored);
    expect(asked).toEqual({ blocks: ['<p>Quoted, and changed</p>'], fields: {} });
    expect(result.content).toContain('<p>[hi] Quoted, and changed</p>');
    expect(result.content).toContain('<h2>[hi] Halving</h2>');
  });

  it('keeps a paragraph a person wrote, and flags it when its source changes', () => {
    const first = translateAll(fields(ORIGINAL), null).result;
    const mine = first.content.replace('<h2>[hi] Halving</h2>', '<h2>हाल्विंग</h2>');
    const records = humanSaveRecords(fields(ORIGINAL), { ...first, source: 'ai' }, { ...first, content: mine });
    expect(records.blocks!.map((b) => b.by)).toEqual(['human', 'ai', 'ai', 'ai', 'ai', 'ai']);
    const stored: StoredTranslation = { ...first, content: mine, blocks: records.blocks, fields: records.fields, source: 'ai' };

    const edited = ORIGINAL.replace('<h2>Halving</h2>', '<h2>The halving</h2>').replace('<li>One</li>', '<li>One!</li>');
    const { asked, result } = translateAll(fields(edited), stored);
    expect(asked.blocks).toEqual(['<li>One!</li>']);
    expect(result.content).toContain('<h2>हाल्विंग</h2>');
    expect(result.blocks[0]).toMatchObject({ by: 'human', flagged: true });

    const forced = translateAll(fields(edited), { ...stored, ...result, source: 'ai' }, true);
    expect(forced.asked.blocks).toHaveLength(5);
    expect(forced.result.content).toContain('<h2>हाल्विंग</h2>');
    const all = translateAll(fields(edited), { ...stored, ...result, source: 'ai' }, true, true);
    expect(all.result.content).toContain('<h2>[hi] The halving</h2>');
  });

  it('translates an inserted paragraph and drops a removed one', () => {
    const first = translateAll(fields(ORIGINAL), null).result;
    const edited = ORIGINAL.replace('<h2>Halving</h2>', '<h2>Halving</h2><p>New</p>').replace('<blockquote><p>Quoted</p></blockquote>', '');
    const { asked, result } = translateAll(fields(edited), { ...first, source: 'ai' });
    expect(asked.blocks).toEqual(['<p>New</p>']);
    expect(result.content).not.toContain('Quoted');
    expect(result.blocks).toHaveLength(6);
  });

  it('takes a restructured text by a person as theirs as a whole', () => {
    expect(humanSaveRecords(fields(ORIGINAL), null, fields('<p>Only one</p>')).blocks).toBeNull();
  });
});
