import type { FastifyInstance } from "fastify";
import { UnavailableError } from "../shared/domainErrors";

/** The answer to a request that reaches an instance which no longer takes new work. */
export const SHUTTING_DOWN_MESSAGE = "The server is shutting down. Please try again in a moment.";

/**
 * Where this instance is in a graceful shutdown (decision 082): `serving`; `draining`, when readiness already
 * answers 503 so a load balancer sends no new work, while requests are still served; `closing`, when the
 * listener is closed and only the requests in flight finish.
 */
export class Drain {
  private phase: "serving" | "draining" | "closing" = "serving";

  /** True from the moment the shutdown begins: readiness answers 503. */
  get draining(): boolean {
    return this.phase !== "serving";
  }

  /** True once no new request is taken. */
  get closing(): boolean {
    return this.phase === "closing";
  }

  begin(): void {
    if (this.phase === "serving") this.phase = "draining";
  }

  close(): void {
    this.phase = "closing";
  }
}

/**
 * While draining, every answer closes its connection, so kept-alive connections move to another instance and
 * none stays idle to hold the exit. Once closing, a request that still arrives on an open connection is refused
 * with 503 in the usual error shape (the web app retries 503), before any other hook runs.
 */
export function installDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook("onRequest", async (request) => {
    if (drain.closing) {
      request.log.info("refused: the server is shutting down");
      throw new UnavailableError(SHUTTING_DOWN_MESSAGE, 1);
    }
  });
  app.addHook("onSend", async (request, reply) => {
    if (drain.draining && request.raw.httpVersionMajor === 1) reply.header("connection", "close");
  });
}
