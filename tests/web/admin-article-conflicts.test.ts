/**
 * The console's side of a conflicting save (issue 39): after a 409 the form is rebased onto the
 * newest version, every field and body block only one person changed is kept, and each real
 * overlap is the person's choice: mine, theirs, or both.
 */
import { describe, expect, it } from 'vitest';
import { mergeBlocks, splitBlocks } from '../../web/src/admin/articles/conflicts/blocks.js';
import { allChosen, rebaseForm, type FieldSpec } from '../../web/src/admin/articles/conflicts/rebase.js';

describe('splitBlocks', () => {
  it('cuts article HTML into its top-level nodes and loses no character', () => {
    const html = '<h2 id="a">Title</h2>\n<p>One <strong>two</strong></p><ul><li><p>x</p></li><li>y</li></ul><img src="a.png" alt="a > b"><p>Last</p> ';
    const blocks = splitBlocks(html);
    expect(blocks).toEqual(['<h2 id="a">Title</h2>\n', '<p>One <strong>two</strong></p>', '<ul><li><p>x</p></li><li>y</li></ul>', '<img src="a.png" alt="a > b">', '<p>Last</p> ']);
    expect(blocks.join('')).toBe(html);
  });

  it('keeps plain text and empty HTML whole', () => {
    expect(splitBlocks('')).toEqual([]);
    expect(splitBlocks('just words')).toEqual(['just words']);
    expect(splitBlocks('  <p>a</p>')).toEqual(['  <p>a</p>']);
  });
});

describe('mergeBlocks', () => {
  const base = ['<p>1</p>', '<p>2</p>', '<p>3</p>', '<p>4</p>'];

  it('takes each side\u2019s changes to different blocks, additions and removals included', () => {
    const mine = ['<p>1 mine</p>', '<p>2</p>', '<p>3</p>', '<p>4</p>', '<p>5 mine</p>'];
    const theirs = ['<p>0 theirs</p>', '<p>1</p>', '<p>2</p>', '<p>4</p>'];
    expect(mergeBlocks(base, mine, theirs)).toEqual([{ kind: 'same', blocks: ['<p>0 theirs</p>', '<p>1 mine</p>', '<p>2</p>', '<p>4</p>', '<p>5 mine</p>'] }]);
    // A run rewritten as one block by one person, the next block by the other.
    expect(mergeBlocks(base, ['<p>1</p>', '<p>2+3</p>', '<p>4</p>'], ['<p>1</p>', '<p>2</p>', '<p>3</p>', '<p>4 theirs</p>'])).toEqual([
      { kind: 'same', blocks: ['<p>1</p>', '<p>2+3</p>', '<p>4 theirs</p>'] },
    ]);
    // Neighbours edited in place, one each.
    expect(mergeBlocks(base, ['<p>1</p>', '<p>2 mine</p>', '<p>3</p>', '<p>4</p>'], ['<p>1</p>', '<p>2</p>', '<p>3 theirs</p>', '<p>4</p>'])).toEqual([
      { kind: 'same', blocks: ['<p>1</p>', '<p>2 mine</p>', '<p>3 theirs</p>', '<p>4</p>'] },
    ]);
  });

  it('is a conflict only where both changed the same block differently', () => {
    const mine = ['<p>1</p>', '<p>2 mine</p>', '<p>3</p>', '<p>4</p>'];
    const theirs = ['<p>1</p>', '<p>2 theirs</p>', '<p>3</p>', '<p>4 theirs</p>'];
    expect(mergeBlocks(base, mine, theirs)).toEqual([
      { kind: 'same', blocks: ['<p>1</p>'] },
      { kind: 'conflict', base: ['<p>2</p>'], mine: ['<p>2 mine</p>'], theirs: ['<p>2 theirs</p>'] },
      { kind: 'same', blocks: ['<p>3</p>', '<p>4 theirs</p>'] },
    ]);
  });

  it('takes the same change made by both once', () => {
    const both = ['<p>1</p>', '<p>2 fixed</p>', '<p>3</p>', '<p>4</p>'];
    expect(mergeBlocks(base, both, both)).toEqual([{ kind: 'same', blocks: both }]);
  });
});

type Form = { title: string; excerpt: string; content: string; status: string; targetLanguageIds: number[]; languageId: number };
const FIELDS: FieldSpec<keyof Form & string>[] = [
  { key: 'title', label: 'Title', kind: 'text', joiner: ' ' },
  { key: 'excerpt', label: 'Excerpt', kind: 'text' },
  { key: 'content', label: 'Content', kind: 'html' },
  { key: 'status', label: 'Status', kind: 'value', show: (v) => (v === 'published' ? 'Published' : 'Draft') },
  { key: 'targetLanguageIds', label: 'Languages', kind: 'set' },
];
const base: Form = { title: 'Old title', excerpt: 'Old excerpt', content: '<p>a</p><p>b</p><p>c</p>', status: 'published', targetLanguageIds: [2, 3], languageId: 1 };

describe('rebaseForm', () => {
  it('keeps both people\u2019s changes to different fields and blocks, with no conflict', () => {
    const mine = { ...base, excerpt: 'My excerpt', content: '<p>a mine</p><p>b</p><p>c</p>', targetLanguageIds: [2, 3, 4] };
    const theirs = { ...base, title: 'Their title', content: '<p>a</p><p>b</p><p>c theirs</p>', status: 'draft', targetLanguageIds: [3] };
    const rebased = rebaseForm(base, mine, theirs, FIELDS);
    expect(rebased.conflicts).toEqual([]);
    expect(rebased.resolve({})).toEqual({
      title: 'Their title',
      excerpt: 'My excerpt',
      content: '<p>a mine</p><p>b</p><p>c theirs</p>',
      status: 'draft',
      targetLanguageIds: [3, 4],
      languageId: 1,
    });
  });

  it('lists each overlap with both versions and the base, and resolves each as chosen', () => {
    const mine = { ...base, title: 'My title', excerpt: 'My excerpt', content: '<p>a</p><p>b mine</p><p>c mine</p>', status: 'draft' };
    const theirs = { ...base, title: 'Their title', excerpt: 'Their excerpt', content: '<p>a</p><p>b theirs</p><p>c</p>', status: 'draft' };
    const rebased = rebaseForm(base, mine, theirs, FIELDS);
    expect(rebased.conflicts).toEqual([
      { id: 'title', key: 'title', label: 'Title', kind: 'text', mine: 'My title', theirs: 'Their title', base: 'Old title' },
      { id: 'excerpt', key: 'excerpt', label: 'Excerpt', kind: 'text', mine: 'My excerpt', theirs: 'Their excerpt', base: 'Old excerpt' },
      { id: 'content#0', key: 'content', label: 'Content, block 2', kind: 'html', mine: '<p>b mine</p>', theirs: '<p>b theirs</p>', base: '<p>b</p>' },
    ]);
    expect(allChosen(rebased.conflicts, { title: 'mine', excerpt: 'both' })).toBe(false);
    const choices = { title: 'theirs', excerpt: 'both', 'content#0': 'both' } as const;
    expect(allChosen(rebased.conflicts, choices)).toBe(true);
    expect(rebased.resolve(choices)).toEqual({
      ...base,
      title: 'Their title',
      excerpt: 'My excerpt\n\nTheir excerpt',
      content: '<p>a</p><p>b mine</p><p>b theirs</p><p>c mine</p>',
      status: 'draft',
    });
    // Undecided: what the person typed stays.
    expect(rebased.resolve({}).title).toBe('My title');
    expect(rebased.resolve({ title: 'both' }).title).toBe('My title Their title');
  });

  it('shows a value conflict in words and offers no "both" for it', () => {
    const rebased = rebaseForm({ ...base, status: 'draft' }, { ...base, status: 'published' }, { ...base, status: 'scheduled' }, FIELDS);
    expect(rebased.conflicts).toEqual([{ id: 'status', key: 'status', label: 'Status', kind: 'value', mine: 'Published', theirs: 'Draft', base: 'Draft' }]);
    expect(rebased.resolve({ status: 'both' }).status).toBe('published');
    expect(rebased.resolve({ status: 'theirs' }).status).toBe('scheduled');
  });
});
