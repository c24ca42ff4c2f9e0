import type { Socket } from 'node:net';

/** How long, and how much more of the body, a refused upload's connection is read after the answer. */
const LINGER_MS = 2000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * Closes the connection of a request answered before its body was read (413 and the like) the
 * way web servers do ("lingering close"): the answer, then our FIN, then a short while of reading
 * and discarding what the client still sends, then the socket goes. Closing at once with the
 * client's bytes unread makes the kernel send a reset, and a reset can wipe the answer from the
 * client's receive buffer before it reads it: the user would see "connection reset" instead of
 * "the image is too large". Node ends such a connection through `destroySoon` after the answer.
 */
export function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    let discarded = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
    socket.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) socket.destroy();
    });
    socket.resume();
  };
}
