import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  bytes: Buffer;
  type: string | undefined;
}

export interface FakeS3 {
  url: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, StoredObject>;
  /** Every PUT answers 500 until reset (the store is down; the SDK's retries meet the same). */
  failPuts(): void;
  reset(): void;
  close(): Promise<void>;
}

/** The body of an `aws-chunked` upload (size;chunk-signature=…\r\nbytes\r\n… 0\r\ntrailers). */
function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, end).toString().split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/**
 * An S3-compatible API at the network edge on a local port (path-style: /bucket/key), for the
 * AWS SDK v3 pointed at it (S3_API_URL): PutObject and DeleteObject, as S3 answers them.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  let failing = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url!, 'http://s3').pathname.slice(1));
      if (request.method === 'PUT') {
        if (failing) {
          response.writeHead(500, { 'content-type': 'application/xml' });
          response.end(
            '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
          );
          return;
        }
        const raw = Buffer.concat(chunks);
        const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
        objects.set(path, { bytes: chunked ? unchunk(raw) : raw, type: request.headers['content-type'] });
        response.writeHead(200, { etag: '"fake"' });
        response.end();
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204);
        response.end();
        return;
      }
      response.writeHead(405);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    failPuts: () => {
      failing = true;
    },
    reset: () => {
      objects.clear();
      failing = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
