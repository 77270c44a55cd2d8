/**
 * The page's end of the real-time channel (server: api/src/domains/realtime).
 * One connection per tab, only while logged in (spec section 6). It signs in
 * with the session token, remembers the last event number it saw in each
 * stream, and after any drop reconnects with growing, jittered waits and says
 * where it was, so the server sends what was missed; an event number it has
 * already seen is dropped, so each event reaches the listeners exactly once.
 * No React here: the app wires it (app/providers/realtime-sync.tsx).
 */

export type RealtimeEvent = { stream: string; seq: number; kind: string; data: unknown; at: string };
export type RealtimeStatus = 'off' | 'connecting' | 'open' | 'waiting';
type Listener = (event: RealtimeEvent) => void;

/** What the client needs from the page; tests hand in their own. */
export type RealtimeDeps = {
  /** The WebSocket URL (asks GET /wps/realtime/endpoint); rejects when signed out. */
  endpoint: () => Promise<string>;
  /** The session token, or null when signed out. */
  token: () => string | null;
  createSocket?: (url: string) => WebSocket;
  /** Math.random by default: the jitter that keeps reconnecting pages apart. */
  random?: () => number;
};

export type RealtimeCallbacks = {
  /** The status changed (the header's live dot). */
  onStatus?: (status: RealtimeStatus) => void;
  /**
   * Signed in. `resumed` false: the first connection (the page already loaded
   * its state); true: a reconnection whose missed events follow.
   */
  onReady?: (resumed: boolean) => void;
  /** Events were missed that cannot be replayed: reload what the stream is about. */
  onReset?: (stream: string) => void;
  /** The server ended the channel for good (signed out, session ended): do not retry. */
  onEnded?: (code: string) => void;
};

// Close codes (server: channel_protocol.hpp): these say "do not come back".
const ENDED = new Map([
  [4401, 'not_logged_in'],
  [4403, 'password_change_required'],
  [4400, 'invalid_parameter'],
]);
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
// A page sends a ping this often and gives up on a connection that answers
// nothing for PONG_WAIT_MS (a network that vanished without a close).
const PING_EVERY_MS = 25_000;
const PONG_WAIT_MS = 10_000;

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly positions = new Map<string, number>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private ownStreams = new Set<string>();
  private attempt = 0;
  private running = false;
  private everReady = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private statusNow: RealtimeStatus = 'off';

  constructor(
    private readonly deps: RealtimeDeps,
    private readonly callbacks: RealtimeCallbacks = {},
  ) {}

  get status(): RealtimeStatus {
    return this.statusNow;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'page closed the channel');
    this.setStatus('off');
  }

  /**
   * Calls `listener` with every event of `stream` from now on. A stream other
   * than the member's own and "all" (a chat room) is followed while it has a
   * listener. Returns the unsubscribe function.
   */
  listen(stream: string, listener: Listener): () => void {
    let set = this.listeners.get(stream);
    if (!set) {
      set = new Set();
      this.listeners.set(stream, set);
      if (this.isOpen() && this.isExtra(stream)) this.sendSubscribe(stream);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(stream);
      if (!current) return;
      current.delete(listener);
      if (current.size > 0) return;
      this.listeners.delete(stream);
      if (this.isExtra(stream)) {
        this.positions.delete(stream);
        if (this.isOpen()) this.send({ type: 'unsubscribe', stream });
      }
    };
  }

  private isOpen(): boolean {
    return this.socket !== null && this.statusNow === 'open';
  }

  private isExtra(stream: string): boolean {
    return stream !== 'all' && !this.ownStreams.has(stream) && !stream.startsWith('m:');
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.statusNow) return;
    this.statusNow = status;
    this.callbacks.onStatus?.(status);
  }

  private async connect(): Promise<void> {
    if (!this.running) return;
    const token = this.deps.token();
    if (!token) return this.end('not_logged_in');
    this.setStatus('connecting');
    let url: string;
    try {
      url = await this.deps.endpoint();
    } catch {
      return this.retryLater();
    }
    if (!this.running) return;
    const socket = (this.deps.createSocket ?? ((u) => new WebSocket(u)))(url);
    this.socket = socket;
    socket.onopen = () => {
      const resume: Record<string, number> = {};
      for (const stream of this.ownStreams) {
        const at = this.positions.get(stream);
        if (at !== undefined) resume[stream] = at;
      }
      this.send({ type: 'hello', token, ...(Object.keys(resume).length > 0 ? { resume } : {}) });
      this.startHeartbeat();
    };
    socket.onmessage = (message) => {
      this.heard();
      if (typeof message.data === 'string') this.receive(message.data);
    };
    socket.onclose = (closed) => {
      if (this.socket !== socket) return; // an old socket we already left
      this.socket = null;
      this.stopHeartbeat();
      const ended = ENDED.get(closed.code);
      if (ended) return this.end(ended);
      this.retryLater();
    };
    socket.onerror = () => {
      // A close follows every error; it decides what happens next.
    };
  }

  private receive(text: string): void {
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready': {
        const streams = (frame.streams ?? {}) as Record<string, number>;
        this.ownStreams = new Set(Object.keys(streams));
        for (const [stream, position] of Object.entries(streams)) {
          // A first connection starts at the head; a resumed one where it was
          // (the replayed events then move it on).
          if (!this.positions.has(stream)) this.positions.set(stream, position);
        }
        this.attempt = 0;
        this.setStatus('open');
        for (const stream of this.listeners.keys()) if (this.isExtra(stream)) this.sendSubscribe(stream);
        this.callbacks.onReady?.(this.everReady);
        this.everReady = true;
        return;
      }
      case 'subscribed':
        if (!this.positions.has(String(frame.stream))) this.positions.set(String(frame.stream), Number(frame.position));
        return;
      case 'reset':
        this.positions.set(String(frame.stream), Number(frame.position));
        this.callbacks.onReset?.(String(frame.stream));
        return;
      case 'event':
        return this.deliver(frame as unknown as RealtimeEvent);
      default:
        return; // pong, error (a close with its code follows)
    }
  }

  private deliver(event: RealtimeEvent): void {
    const seen = this.positions.get(event.stream) ?? 0;
    if (event.seq <= seen) return; // exactly once: already delivered
    this.positions.set(event.stream, event.seq);
    for (const listener of this.listeners.get(event.stream) ?? []) listener(event);
  }

  private sendSubscribe(stream: string): void {
    const after = this.positions.get(stream);
    this.send({ type: 'subscribe', stream, ...(after !== undefined ? { after } : {}) });
  }

  private send(frame: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private retryLater(): void {
    if (!this.running) return;
    this.setStatus('waiting');
    const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** this.attempt);
    this.attempt += 1;
    // Between half and all of the ceiling: pages dropped together come back apart.
    const wait = ceiling * (0.5 + (this.deps.random ?? Math.random)() / 2);
    this.retryTimer = setTimeout(() => void this.connect(), wait);
  }

  private end(code: string): void {
    this.running = false;
    this.setStatus('off');
    this.callbacks.onEnded?.(code);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => this.socket?.close(4000, 'no answer'), PONG_WAIT_MS);
    }, PING_EVERY_MS);
  }

  private heard(): void {
    clearTimeout(this.pongTimer);
  }

  private stopHeartbeat(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }
}
