import http from 'node:http';

/**
 * Posts JSON from a chosen loopback address (127.0.0.0/8 all reaches this machine), as a visitor at
 * another address would: the gateway, like CloudFront, tells the API the address the request came
 * from, whatever headers the caller sends.
 */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A loopback address no other test uses. */
export function randomLoopback(): string {
  const byte = () => Math.floor(Math.random() * 250) + 2;
  return `127.${byte()}.${byte()}.${byte()}`;
}
