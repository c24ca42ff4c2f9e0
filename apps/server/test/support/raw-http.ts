import { connect } from 'node:net';

const CUT_OFF_MS = 10_000;

/** What a listening server answered to a hand-written request. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Body bytes handed to the socket before the server closed the connection. */
  sent: number;
  /** Milliseconds from the request's head to the server closing the connection. */
  ms: number;
}

/** The body to stream after the head: `chunk` again and again, up to `offer` bytes in all. */
export interface RawOffer {
  chunk: Buffer;
  offer: number;
}

/** One frame of a `transfer-encoding: chunked` body. */
export function chunkedFrame(data: Buffer | string): Buffer {
  const bytes = Buffer.from(data);
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

function parseAnswer(raw: Buffer): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/**
 * Sends `head` (request line, headers, maybe the start of the body) to 127.0.0.1:`port`, then
 * streams `body` for as long as the server keeps the connection open, and answers once the
 * server has closed it (or after 10 s). Shows what `inject` cannot: whether the server stops
 * reading.
 */
export async function rawExchange(
  port: number,
  head: string | Buffer,
  body?: RawOffer,
): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  // EPIPE or ECONNRESET once the server closes with our bytes unread: expected here.
  socket.on('error', () => undefined);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  let open = true;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void closed.then(() => (open = false));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const started = performance.now();
  socket.write(head);
  let sent = 0;
  while (body && open && socket.writable && sent < body.offer) {
    const more = socket.write(body.chunk);
    sent += body.chunk.length;
    if (!more) {
      const drained = new Promise<void>((resolve) => socket.once('drain', () => resolve()));
      await Promise.race([drained, closed]);
    }
  }
  // A server that keeps reading (or waiting) is cut off: the answer then shows no status.
  const cutOff = setTimeout(() => socket.destroy(), CUT_OFF_MS);
  await closed;
  clearTimeout(cutOff);
  return { ...parseAnswer(Buffer.concat(received)), sent, ms: performance.now() - started };
}
