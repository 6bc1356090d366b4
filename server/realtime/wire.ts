import type { Duplex } from 'node:stream';
import * as ws from 'ws';
import type { WebSocket } from 'ws';

interface FrameOptions {
  fin: boolean;
  opcode: number;
  mask: boolean;
  readOnly: boolean;
  rsv1: boolean;
}

// ws builds its frames with Sender.frame; @types/ws does not declare it.
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] };
};

const TEXT = 1;
const BINARY = 2;

/**
 * A whole WebSocket frame, header and payload in one buffer (server frames are not masked), so a
 * fan-out builds it once and writes the same bytes to every subscriber.
 */
export function wsFrame(data: Uint8Array | string, binary: boolean): Buffer {
  const bytes =
    typeof data === 'string'
      ? Buffer.from(data)
      : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const parts = Sender.frame(bytes, {
    fin: true,
    opcode: binary ? BINARY : TEXT,
    mask: false,
    readOnly: false,
    rsv1: false,
  });
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/**
 * Writes prebuilt frames to the sockets `ws` runs on. Writing past `ws.send` is safe because the
 * server never compresses (perMessageDeflate is off) nor fragments, so ws writes each of its own
 * frames (pongs, close) whole and at once, and the order on a socket stays the order of the calls.
 *
 * A socket written to is corked until the event loop has handled what it read: a burst of
 * broadcasts handled in one turn leaves in one write per subscriber instead of one per message.
 */
export class Wire {
  private corked: Duplex[] = [];

  write(socket: WebSocket, raw: Duplex, frame: Buffer) {
    if (socket.readyState !== socket.OPEN) return;
    if (raw.writableCorked === 0) {
      raw.cork();
      if (this.corked.push(raw) === 1) setImmediate(this.flush);
    }
    raw.write(frame);
  }

  private readonly flush = () => {
    const corked = this.corked;
    this.corked = [];
    for (const raw of corked) raw.uncork();
  };
}
