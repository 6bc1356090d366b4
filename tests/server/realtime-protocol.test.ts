import Serializer from '@supabase/realtime-js/dist/module/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../server/realtime/filters';
import {
  decodeBinary,
  decodeText,
  encodeBroadcast,
  encodeText,
} from '../../server/realtime/protocol';

/** realtime-js's own serializer (vsn 2.0.0) is the other end of every frame here. */
const client = new Serializer();
const encoded = (msg: Parameters<Serializer['encode']>[0]) =>
  client.encode(msg, (result: ArrayBuffer | string) => result) as ArrayBuffer | string;
const decoded = (raw: ArrayBuffer | string) =>
  client.decode(raw, (msg: unknown) => msg) as Record<string, unknown>;

describe('frames as realtime-js writes them', () => {
  it('reads its JSON arrays (2.0.0) and objects (1.0.0)', () => {
    const msg = {
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    };
    expect(decodeText(encoded(msg) as string, '2.0.0')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
    expect(decodeText(JSON.stringify(msg), '1.0.0').event).toBe('phx_join');
  });

  it('reads its binary broadcasts, JSON and bytes, with their metadata', () => {
    const json = encoded({
      join_ref: '1',
      ref: '5',
      topic: 'realtime:комната',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'сказать', payload: { text: 'привет' }, persist: true },
    });
    expect(decodeBinary(new Uint8Array(json as ArrayBuffer))).toEqual({
      joinRef: '1',
      ref: '5',
      topic: 'realtime:комната',
      event: 'сказать',
      meta: { persist: true },
      body: { json: { text: 'привет' } },
    });
    const bytes = encoded({
      join_ref: '1',
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: new Uint8Array([0, 255]).buffer },
    });
    const frame = decodeBinary(new Uint8Array(bytes as ArrayBuffer));
    expect(frame.ref).toBeNull();
    expect(frame.body).toEqual({ bytes: new Uint8Array([0, 255]) });
  });

  it('writes broadcasts it decodes (kind 4) and replies it parses', () => {
    const out = encodeBroadcast('realtime:room', 'say', { json: { n: 1 } }, { id: 'x' })!;
    expect(decoded(out.slice().buffer)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'say', payload: { n: 1 }, meta: { id: 'x' } },
    });
    const bytes = encodeBroadcast('realtime:room', 'blob', { bytes: new Uint8Array([7]) }, null)!;
    const payload = decoded(bytes.slice().buffer).payload as { payload: ArrayBuffer };
    expect([...new Uint8Array(payload.payload)]).toEqual([7]);
    const reply = {
      joinRef: '1',
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    };
    expect(decoded(encodeText(reply, '2.0.0'))).toEqual({
      join_ref: '1',
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
  });

  it('refuses names too long for the binary header', () => {
    expect(encodeBroadcast(`realtime:${'x'.repeat(300)}`, 'e', { json: {} }, null)).toBeNull();
  });
});

describe('postgres_changes filters', () => {
  it('parses what Supabase accepts and nothing else', () => {
    expect(parseFilter('id=eq.5')).toEqual({ column: 'id', op: 'eq', values: ['5'] });
    expect(parseFilter('name=in.(a,"b, c",d)')).toEqual({
      column: 'name',
      op: 'in',
      values: ['a', 'b, c', 'd'],
    });
    expect(parseFilter('id=like.5')).toBeNull();
    expect(parseFilter('id=in.5')).toBeNull();
    expect(parseFilter('id')).toBeNull();
  });
});
