// Which failed requests lost the keep-alive race: written on a connection that had carried an
// exchange before, and closed by the server before any byte of their answer came back (it closed
// the idle connection just as the request went out, so it never read it). Such a request may be
// sent again on a new connection, whatever its method. Read off undici's diagnostics channels,
// its public window on which socket a request went out on.
import { subscribe } from 'node:diagnostics_channel';

interface Sent {
  socket: { bytesRead: number };
  /** requests written on the socket before this one */
  before: number;
  /** socket.bytesRead when this request went out: unchanged, no byte of its answer came */
  read: number;
}

const written = new WeakMap<object, number>(); // socket → requests written on it
const sent = new WeakMap<object, Sent>(); // undici's request → where it went out
const lost = new WeakSet<object>(); // errors of requests that lost the race

subscribe('undici:client:sendHeaders', (m) => {
  const { request, socket } = m as { request: object; socket: { bytesRead: number } };
  const before = written.get(socket) ?? 0;
  written.set(socket, before + 1);
  sent.set(request, { socket, before, read: socket.bytesRead });
});

// published just before the error reaches the caller, with the same error object
subscribe('undici:request:error', (m) => {
  const { request, error } = m as { request: object; error: unknown };
  const s = sent.get(request);
  if (s && s.before > 0 && s.socket.bytesRead === s.read && typeof error === 'object' && error) lost.add(error);
});

/** The request failed on a reused connection before any byte of its answer. */
export function lostKeepAliveRace(error: unknown): boolean {
  return typeof error === 'object' && error !== null && lost.has(error);
}
