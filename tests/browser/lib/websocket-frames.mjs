// What a page hears on its WebSockets (the real-time channel), for journeys
// that must tell a pushed update from one the page fetched.

/** Every WebSocket frame `page` receives from now on, as text, in order. */
export function recordFrames(page) {
  const frames = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  return frames;
}

/** The event frames of `kind` among `frames`, parsed. */
export function eventsOf(frames, kind) {
  return frames
    .map((text) => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })
    .filter((frame) => frame?.type === 'event' && frame.kind === kind);
}
