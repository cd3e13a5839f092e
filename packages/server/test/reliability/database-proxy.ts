// A TCP relay between a shop process and PostgreSQL that the test can cut: the database "goes away"
// for that shop alone (its connections end, new ones are refused) while the cluster keeps serving
// the other test files.
import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";

/** The relay: the address the shop connects to, and the switch. */
export interface DatabaseProxy {
  /** `databaseUrl` with its host and port replaced by the relay's. */
  readonly urlFor: (databaseUrl: string) => string;
  /** Ends every relayed connection and refuses new ones until {@link DatabaseProxy.open}. */
  readonly cut: () => Promise<void>;
  /** Relays again, on the same port. */
  readonly open: () => Promise<void>;
}

/** Starts a relay to the PostgreSQL server of `databaseUrl` on a free local port. */
export const startDatabaseProxy = async (databaseUrl: string): Promise<DatabaseProxy> => {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const [socket, other] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          // A reset on one side resets the other, as it reaches the shop without a relay: pipe() passes
          // on an orderly end only, and a connection PostgreSQL reset (a backend terminated while the
          // shop writes to it) would stay open on the shop's side, its query waiting for ever.
          socket.on("error", () => other.resetAndDestroy());
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once("error", reject);
      relay.listen(port, "127.0.0.1", () => {
        port = (relay.address() as AddressInfo).port;
        server = relay;
        resolve();
      });
    });
  await open();
  return {
    urlFor: (url) => {
      const relayed = new URL(url);
      relayed.hostname = "127.0.0.1";
      relayed.port = String(port);
      return relayed.toString();
    },
    cut: async () => {
      const relay = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (relay) await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
    open,
  };
};
