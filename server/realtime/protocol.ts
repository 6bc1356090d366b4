/**
 * Phoenix channel frames as realtime-js encodes and decodes them
 * (node_modules/@supabase/realtime-js/src/lib/serializer.ts and RealtimeClient's vsn switch):
 * vsn 1.0.0 sends JSON objects; vsn 2.0.0 sends JSON arrays
 * [join_ref, ref, topic, event, payload], and user broadcasts as binary frames both ways
 * (kind 3 from the client, kind 4 to it).
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast's own payload: JSON, or bytes sent as they came. */
export type BroadcastBody = { json: unknown } | { bytes: Uint8Array };

/** A broadcast from a client in a binary frame (kind 3). */
export interface BinaryBroadcast {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  meta: Record<string, unknown> | null;
  body: BroadcastBody;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

const decoder = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

export class BadFrame extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const refOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export function decodeText(text: string, vsn: Vsn): Frame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadFrame('not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new BadFrame('not a 5-element array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') throw new BadFrame('bad topic');
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload };
  }
  if (!isRecord(parsed) || typeof parsed.topic !== 'string' || typeof parsed.event !== 'string') {
    throw new BadFrame('not a message object');
  }
  return {
    joinRef: refOf(parsed.join_ref),
    ref: refOf(parsed.ref),
    topic: parsed.topic,
    event: parsed.event,
    payload: parsed.payload,
  };
}

/**
 * A text frame whose payload is already JSON: a fan-out serialises a payload once and only the
 * envelope (topic, refs) per subscriber.
 */
export function encodeTextWith(
  frame: Omit<Frame, 'payload'>,
  payloadJson: string,
  vsn: Vsn,
): string {
  const s = JSON.stringify;
  if (vsn === '2.0.0') {
    return `[${s(frame.joinRef)},${s(frame.ref)},${s(frame.topic)},${s(frame.event)},${payloadJson}]`;
  }
  return (
    `{"join_ref":${s(frame.joinRef)},"ref":${s(frame.ref)},"topic":${s(frame.topic)},` +
    `"event":${s(frame.event)},"payload":${payloadJson}}`
  );
}

export function encodeText(frame: Frame, vsn: Vsn): string {
  return encodeTextWith(frame, JSON.stringify(frame.payload) ?? 'null', vsn);
}

export function decodeBinary(data: Uint8Array): BinaryBroadcast {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) {
    throw new BadFrame('unknown binary frame');
  }
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6]!;
  let at = 7;
  const [joinRef, ref, topic, event, metadata] = sizes.map((size) => {
    if (at + size > data.length) throw new BadFrame('truncated frame');
    const text = decoder.decode(data.subarray(at, at + size));
    at += size;
    return text;
  }) as [string, string, string, string, string];
  const rest = data.subarray(at);
  let body: BroadcastBody;
  if (encoding === JSON_ENCODING) {
    try {
      body = { json: JSON.parse(decoder.decode(rest)) };
    } catch {
      throw new BadFrame('bad JSON payload');
    }
  } else if (encoding === BINARY_ENCODING) body = { bytes: new Uint8Array(rest) };
  else throw new BadFrame('unknown payload encoding');
  let meta: Record<string, unknown> | null = null;
  if (metadata) {
    try {
      const parsed: unknown = JSON.parse(metadata);
      meta = isRecord(parsed) ? parsed : null;
    } catch {
      throw new BadFrame('bad metadata');
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event, meta, body };
}

/**
 * A user broadcast to a vsn 2.0.0 client (kind 4): the header names topic, event and metadata,
 * the rest is the payload, JSON or bytes. Null when a name does not fit in the header's bytes.
 */
export function encodeBroadcast(
  topic: string,
  event: string,
  body: BroadcastBody,
  meta: Record<string, unknown> | null,
): Uint8Array | null {
  const t = encoder.encode(topic);
  const e = encoder.encode(event);
  const m = encoder.encode(meta ? JSON.stringify(meta) : '');
  if (t.length > 255 || e.length > 255 || m.length > 255) return null;
  const payload = 'bytes' in body ? body.bytes : encoder.encode(JSON.stringify(body.json ?? {}));
  const out = new Uint8Array(5 + t.length + e.length + m.length + payload.length);
  out.set([
    KIND_USER_BROADCAST,
    t.length,
    e.length,
    m.length,
    'bytes' in body ? BINARY_ENCODING : JSON_ENCODING,
  ]);
  let at = 5;
  for (const part of [t, e, m, payload]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
