/**
 * A model's article is held to ARTICLE_HTML_LIMITS like an editor's (issue 22): generated HTML
 * past them is the provider's unusable answer (502, retried once), never sanitised for seconds.
 * The fake provider writes one paragraph per paragraph of the notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_HTML_LIMITS as L } from '../../functions/src/contract/index.js';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';

describe('AI output and the article HTML limits', () => {
  let host: AiTestHost;
  beforeAll(async () => {
    host = await startAiHost();
    await host.configureAi();
  });
  afterAll(() => host.stop());

  it('answers 502 naming the limit when the generated article has too many elements', async () => {
    const rawContent = `Too many paragraphs\n\n${'a\n\n'.repeat(L.elements + 1)}`;
    const res = await host.admin('POST', '/api/admin/generate-article', { rawContent });
    expect(res.status, JSON.stringify(res.body)).toBe(502);
    expect(res.body.message).toContain('Content must have at most 5,000 HTML elements');
  });

  it('still generates an article within the limits', async () => {
    const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: `Fine notes\n\n${'a\n\n'.repeat(100)}` });
    expect(res.status).toBe(200);
    expect(res.body.data.content.match(/<p>/g)).toHaveLength(100);
  });
});
