import { createServer, type Server, type Socket } from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS_MS, transport } from '#functions/lib/clients';

/** A server that accepts connections and never answers: a stalled dependency. */
let server: Server;
let port = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('AWS SDK clients', () => {
  it('give up on a stalled dependency at the request timeout, after the allowed attempts', async () => {
    const client = new DynamoDBClient({
      region: 'eu-west-2',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      ...transport(300, 2),
    });
    const started = Date.now();
    const failure = await client.send(new ListTablesCommand({})).catch((error: Error) => error);
    const elapsed = Date.now() - started;
    expect((failure as Error).name).toMatch(/Timeout/);
    expect(sockets.length).toBe(2);
    // Two attempts of 300 ms each, plus the backoff between them: far from hanging.
    expect(elapsed).toBeLessThan(5000);
    client.destroy();
  });

  it('fit every limit inside the 30 s an API request may take', () => {
    for (const [name, ms] of Object.entries(REQUEST_TIMEOUTS_MS)) {
      if (name === 'bedrock') continue; // Bedrock runs only in the background worker.
      // Three attempts of a stalled call still end before API Gateway ends the request.
      expect(ms * 3, name).toBeLessThan(30_000);
    }
  });
});
