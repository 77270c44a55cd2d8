import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeEvent } from './realtime-client';

/** A socket the test drives: what the page sent, and frames "from the server". */
class TestSocket {
  static made: TestSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    TestSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const event = (seq: number, stream = 'm:7'): RealtimeEvent & { type: string } => ({
  type: 'event',
  stream,
  seq,
  kind: 'balance',
  data: { n: seq },
  at: '2026-12-06T10:00:00Z',
});

function makeClient(callbacks = {}) {
  return new RealtimeClient(
    {
      endpoint: () => Promise.resolve('ws://test/realtime'),
      token: () => 'token-1',
      createSocket: (url) => new TestSocket(url) as unknown as WebSocket,
      random: () => 1,
    },
    callbacks,
  );
}

async function connected(client: RealtimeClient, streams = { 'm:7': 4, all: 1 }) {
  client.start();
  await vi.waitFor(() => expect(TestSocket.made.length).toBeGreaterThan(0));
  const socket = TestSocket.made.at(-1)!;
  socket.open();
  socket.receive({ type: 'ready', memberId: 7, streams });
  return socket;
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    TestSocket.made = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('signs in with the session token and delivers each event once', async () => {
    const client = makeClient();
    const seen: number[] = [];
    client.listen('m:7', (e) => seen.push(e.seq));
    const socket = await connected(client);
    expect(socket.sent[0]).toEqual({ type: 'hello', token: 'token-1' });
    socket.receive(event(5));
    socket.receive(event(5));
    socket.receive(event(3)); // older than where the page started
    socket.receive(event(6));
    expect(seen).toEqual([5, 6]);
    client.stop();
  });

  it('reconnects after a drop with backoff and says where it was', async () => {
    const statuses: string[] = [];
    const ready: boolean[] = [];
    const client = makeClient({ onStatus: (s: string) => statuses.push(s), onReady: (r: boolean) => ready.push(r) });
    const seen: number[] = [];
    client.listen('m:7', (e) => seen.push(e.seq));
    const first = await connected(client);
    first.receive(event(5));
    first.drop();
    expect(client.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(TestSocket.made.length).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    const second = TestSocket.made.at(-1)!;
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent[0]).toEqual({ type: 'hello', token: 'token-1', resume: { 'm:7': 5, all: 1 } });
    second.receive({ type: 'ready', memberId: 7, streams: { 'm:7': 5, all: 1 } });
    second.receive(event(5)); // replayed twice by mistake: still once
    second.receive(event(6));
    expect(seen).toEqual([5, 6]);
    expect(ready).toEqual([false, true]);
    expect(statuses).toEqual(['connecting', 'open', 'waiting', 'connecting', 'open']);
    client.stop();
  });

  it('waits longer after each failed attempt, up to thirty seconds', async () => {
    const client = makeClient();
    await connected(client);
    for (const wait of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      TestSocket.made.at(-1)!.drop();
      const before = TestSocket.made.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(TestSocket.made.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(TestSocket.made.length).toBe(before + 1);
    }
    client.stop();
  });

  it('stops for good when the server says the session is over', async () => {
    const ended: string[] = [];
    const client = makeClient({ onEnded: (code: string) => ended.push(code) });
    const socket = await connected(client);
    socket.drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(TestSocket.made.length).toBe(1);
    expect(ended).toEqual(['not_logged_in']);
    expect(client.status).toBe('off');
  });

  it('follows extra streams while they have listeners, again after a reconnect', async () => {
    const client = makeClient();
    const socket = await connected(client);
    const room: number[] = [];
    const stop = client.listen('room:3', (e) => room.push(e.seq));
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', stream: 'room:3' });
    socket.receive({ type: 'subscribed', stream: 'room:3', position: 10 });
    socket.receive(event(11, 'room:3'));
    socket.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    const again = TestSocket.made.at(-1)!;
    again.open();
    again.receive({ type: 'ready', memberId: 7, streams: { 'm:7': 4, all: 1 } });
    expect(again.sent.at(-1)).toEqual({ type: 'subscribe', stream: 'room:3', after: 11 });
    stop();
    expect(again.sent.at(-1)).toEqual({ type: 'unsubscribe', stream: 'room:3' });
    expect(room).toEqual([11]);
    client.stop();
  });

  it('reports a reset so the page reloads, and continues after it', async () => {
    const resets: string[] = [];
    const client = makeClient({ onReset: (s: string) => resets.push(s) });
    const seen: number[] = [];
    client.listen('m:7', (e) => seen.push(e.seq));
    const socket = await connected(client);
    socket.receive({ type: 'reset', stream: 'm:7', position: 900 });
    socket.receive(event(900));
    socket.receive(event(901));
    expect(resets).toEqual(['m:7']);
    expect(seen).toEqual([901]);
    client.stop();
  });

  it('gives up on a connection that answers no ping', async () => {
    const client = makeClient();
    const socket = await connected(client);
    const close = vi.spyOn(socket, 'close');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(close).toHaveBeenCalled();
    client.stop();
  });
});
