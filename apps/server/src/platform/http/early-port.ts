// The port opens before the app is built, so that while the server starts (migrations, the catalogue's
// first load) a load balancer's check gets an answer (503, starting) instead of a refused connection.
// When the app is ready, Fastify serves on this same server through its serverFactory option: the
// listening socket never closes in between, so nothing is refused at the handover.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export class EarlyPort {
  readonly server: Server;
  private handler: RequestHandler;

  /**
   * `whileStarting` answers every request until the app takes over; `options` are those only a new
   * server takes (its request timeouts' checking interval among them).
   */
  constructor(whileStarting: RequestHandler, options: ServerOptions = {}) {
    this.handler = whileStarting;
    this.server = createServer(options, (request, response) => this.handler(request, response));
  }

  /** Opens the port; fails as listening does (the port is taken, say). */
  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /**
   * Fastify's serverFactory: Fastify gets this server, already listening. Its own listen, which it
   * calls once the app is ready, hands requests to the app and finds the port open.
   */
  readonly serverFactory: FastifyServerFactory = (appHandler, options) => {
    // Fastify sets these on a server it creates, and leaves them to a factory's.
    this.server.keepAliveTimeout = Number(options.keepAliveTimeout);
    this.server.requestTimeout = Number(options.requestTimeout);
    this.server.setTimeout(Number(options.connectionTimeout));
    this.server.listen = ((..._ignored: unknown[]) => {
      this.handler = appHandler;
      process.nextTick(() => this.server.emit('listening'));
      return this.server;
    }) as Server['listen'];
    return this.server;
  };
}
