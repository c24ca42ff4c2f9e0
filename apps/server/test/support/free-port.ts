import { createServer, type Server } from 'node:net';

/**
 * A TCP port of 127.0.0.1 that was free a moment ago, for a server told its port before it
 * starts (the browser tests', Lighthouse's, a throw-away PostgreSQL cluster's).
 */
export async function findFreePort(): Promise<number> {
  const [port = 0] = await findFreePorts(1);
  return port;
}

/**
 * `count` distinct TCP ports of 127.0.0.1 that were free a moment ago: the system picks each
 * while the others are still held, then all are released. For children that must be told their
 * port before they start, such as servers behind a balancer.
 */
export async function findFreePorts(count: number): Promise<number[]> {
  const held: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      held.push(server);
      ports.push(await listenOnAnyPort(server));
    }
    return ports;
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

function listenOnAnyPort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
}
