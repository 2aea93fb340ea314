import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Drain, installDrain, SHUTTING_DOWN_MESSAGE } from "./drain";
import { installErrorHandling } from "./errorHandling";

describe("installDrain", () => {
  let app: FastifyInstance;
  const drain = new Drain();

  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app);
    installDrain(app, drain);
    app.get("/work", async () => ({ done: true }));
    await app.ready();
  });

  afterAll(() => app.close());

  it("serves and keeps connections alive while serving", async () => {
    const response = await app.inject({ method: "GET", url: "/work" });
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).not.toBe("close");
    expect(drain.draining).toBe(false);
  });

  it("still serves while draining, but closes each connection after its answer", async () => {
    drain.begin();
    const response = await app.inject({ method: "GET", url: "/work" });
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe("close");
    expect(drain.draining).toBe(true);
    expect(drain.closing).toBe(false);
  });

  it("refuses a request arriving once closing with 503 in the usual error shape, and when to try again", async () => {
    drain.close();
    const response = await app.inject({ method: "GET", url: "/work" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.headers.connection).toBe("close");
    expect(response.json()).toEqual({ message: SHUTTING_DOWN_MESSAGE, traceId: expect.any(String) });
  });
});
