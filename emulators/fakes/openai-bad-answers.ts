/**
 * Answers with status 200 that are not a chat completion, as an OpenAI-compatible endpoint behind
 * a proxy or gateway sends them (`failNext(n, {kind})`): the proxy's own sign-in page in HTML, an
 * empty body, a body cut off where the proxy's buffer ended, JSON of another shape. A client must
 * turn each into a readable, retryable failure instead of tripping over it. Pure: no server, no state.
 */
import { randomBytes } from 'node:crypto';
import { CORS, MODELS, RawAnswer, completionBody, type BadAnswerKind } from './openai-wire.js';

/** The page a web gateway shows when its session ran out (it answers, OpenAI never sees the call). */
export const PROXY_PAGE =
  '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Sign in - Web Gateway</title></head>' +
  '<body><h1>Your gateway session has expired</h1><p>Sign in again to continue to api.openai.com.</p>' +
  '<form method="post" action="/gateway/login"><input name="user"><input name="password" type="password"><button>Sign in</button></form></body></html>\n';

/** What the model "said" in the completion-shaped answers: the JSON the client asked for would look like this. */
const SAMPLE_CONTENT = '{"title":"[xx] Sample"}';

export function badAnswer(kind: BadAnswerKind, model: string): RawAnswer {
  const snapshot = MODELS[model]?.snapshot ?? model;
  const completion = completionBody(`chatcmpl-fake${randomBytes(6).toString('hex')}`, snapshot, SAMPLE_CONTENT, 20);
  const { choices: _choices, ...withoutChoices } = completion;
  const choice = completion.choices[0]!;
  switch (kind) {
    case 'html200':
      return new RawAnswer(200, PROXY_PAGE, proxyHeaders('text/html; charset=utf-8', PROXY_PAGE));
    case 'emptyBody':
      // What the SDK on its own would hand on as `undefined`.
      return new RawAnswer(200, '', proxyHeaders('application/json', ''));
    case 'truncatedJson': {
      // A buffering proxy that passes on what it had when its limit or the upstream connection ended.
      const full = JSON.stringify(completion);
      const cut = full.slice(0, Math.floor(full.length / 2));
      return new RawAnswer(200, cut, proxyHeaders('application/json', cut));
    }
    case 'noChoices':
      return json(withoutChoices);
    case 'emptyChoices':
      return json({ ...completion, choices: [] });
    case 'noMessage': {
      // The legacy completions shape (`text` instead of `message`), as some gateways translate to.
      const { message: _message, ...rest } = choice;
      return json({ ...completion, choices: [{ ...rest, text: SAMPLE_CONTENT }] });
    }
    case 'nullContent':
      return json({ ...completion, choices: [{ ...choice, message: { ...choice.message, content: null } }] });
    case 'jsonArray':
      return json([completion]);
  }
}

function proxyHeaders(contentType: string, body: string): Record<string, string> {
  return { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)), server: 'nginx', 'cache-control': 'no-store', ...CORS };
}

/** A gateway's JSON: its own headers, none of OpenAI's. */
function json(body: unknown): RawAnswer {
  const text = JSON.stringify(body);
  return new RawAnswer(200, text, proxyHeaders('application/json', text));
}
