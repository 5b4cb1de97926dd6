import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire, still compressed when the answer is. */
  body: Buffer;
}

/** A GET with exactly these headers: fetch would add its own Accept-Encoding and decode the answer unseen. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

/** The body as a browser reads it: decoded by its Content-Encoding. */
export function decodedBody({ headers, body }: RawResponse): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') {
    return brotliDecompressSync(body).toString('utf8');
  }
  if (encoding === 'gzip') {
    return gunzipSync(body).toString('utf8');
  }
  if (encoding === undefined) {
    return body.toString('utf8');
  }
  throw new Error(`unexpected content-encoding ${encoding}`);
}
