// A broker process that, like the run's service while Playwright loads (lib/run/run-service.ts),
// listens for its messages only after a while: connections made meanwhile must still be served.
import type { Socket } from 'node:net';
import { startBroker, type Broker } from '../../lib/flows/run-once-broker.ts';
import type { BrokerAddress } from '../../lib/flows/run-once.ts';

await new Promise((resolve) => setTimeout(resolve, Number(process.env.LISTEN_AFTER_MS ?? 0)));
let broker: Broker | undefined;
process.on('message', (m: { type: string; address?: BrokerAddress }, socket?: Socket) => {
  if (m.type === 'start') broker = startBroker({ '/ping': async (body) => ({ pong: body }) }, m.address!);
  if (m.type === 'connection' && socket) broker!.accept(socket);
});
process.on('disconnect', () => process.exit(0));
