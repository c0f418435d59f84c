/**
 * HTTP calls from a chosen loopback source address (127.0.0.2, 127.0.0.3...), so tests can be
 * several clients as the server sees them: by the connection, not by a header a client could write.
 */
import http from 'node:http';

export interface FromResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export function requestFrom(
  sourceAddress: string,
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<FromResult> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: sourceAddress,
        // A fresh connection per call: a pooled one could have been opened from another address.
        agent: false,
        headers: { ...(payload !== undefined && { 'content-type': 'application/json' }), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A new loopback address per call (127.0.1.1, 127.0.1.2...): one per simulated client. */
export function loopbackAddresses(prefix = '127.0.'): () => string {
  let n = 256;
  return () => {
    n += 1;
    return `${prefix}${Math.floor(n / 256)}.${n % 256 || 1}`;
  };
}
