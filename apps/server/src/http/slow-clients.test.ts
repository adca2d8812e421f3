import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

/**
 * docs/security.md: headers within 10 s, the whole request within 30 s. Real sockets (app.inject has no clock):
 * clients that send nothing, trickle their headers or trickle their body are cut at those limits, not later.
 */

const app = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());
const port = (app.server.address() as net.AddressInfo).port;

type Cut = { ms: number; answer: string };

/** Opens a connection, lets `talk` write to it, and tells when the server closed it and what it answered. */
function slowClient(talk: (socket: net.Socket) => void): Promise<Cut> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {}); // the server may reset a socket that still sends
    socket.on('close', () => resolve({ ms: performance.now() - started, answer }));
  });
}

/** Writes `text` every second until the socket closes. */
function trickle(socket: net.Socket, text: string) {
  const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(text)), 1000);
}

describe('slow clients are cut at the documented limits', () => {
  it('10 s for headers (silent or trickling), 30 s for a trickling body, each with a 408', async () => {
    const [silent, slowHeaders, slowBody] = await Promise.all([
      slowClient(() => {}),
      slowClient((socket) => {
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: shop\r\n');
        trickle(socket, 'X-Slow: 1\r\n');
      }),
      slowClient((socket) => {
        socket.write(
          'POST /api/v1/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100000\r\n\r\n',
        );
        trickle(socket, 'a');
      }),
    ]);
    for (const cut of [silent, slowHeaders]) {
      expect(cut.ms).toBeGreaterThanOrEqual(9_900);
      expect(cut.ms).toBeLessThan(12_500);
      expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect(slowBody.ms).toBeGreaterThanOrEqual(29_900);
    expect(slowBody.ms).toBeLessThan(32_500);
    expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 60_000);
});
