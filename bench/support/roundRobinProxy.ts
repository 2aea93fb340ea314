import { spawn } from "node:child_process";
import { Agent, createServer, type IncomingHttpHeaders, request } from "node:http";
import { fileURLToPath } from "node:url";
import { root } from "./benchServer";

/**
 * A loopback load balancer for the bench: each request goes to the next instance in turn (round robin, no
 * sticky sessions, as docs/deploy.md configures one), over keep-alive connections to every instance, with
 * `X-Forwarded-For` and `X-Forwarded-Proto` set. It runs as a process of its own, so its work neither slows
 * the load generator nor hides in its figures.
 */
export type RoundRobinProxy = { base: string; pid: number; stop(): Promise<void> };

/** Starts the proxy on `port` in front of `targets` (base URLs) and resolves once it listens. */
export async function startRoundRobinProxy(port: number, targets: readonly string[]): Promise<RoundRobinProxy> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), String(port), ...targets], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    void exited.then((code) => reject(new Error(`the proxy exited with code ${code} before it listened`)));
  });
  child.stdout?.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Headers that belong to one connection (RFC 9110, 7.6.1), never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const forwardable = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

function serveProxy(port: number, targets: readonly URL[]): void {
  const agents = targets.map(() => new Agent({ keepAlive: true, maxFreeSockets: 512 }));
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    const target = targets[index] as URL;
    const client = incoming.socket.remoteAddress ?? "127.0.0.1";
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        agent: agents[index],
        headers: { ...forwardable(incoming.headers), "x-forwarded-for": client, "x-forwarded-proto": "http" },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", (error) => {
      if (outgoing.headersSent) {
        outgoing.destroy(error);
        return;
      }
      outgoing.writeHead(502, { "content-type": "application/json; charset=utf-8" });
      outgoing.end(JSON.stringify({ message: `The instance at ${target.host} did not answer: ${error.message}` }));
    });
    incoming.pipe(upstream);
  });
  // Longer than the load generator's pauses, so its connections stay open as a browser's would.
  server.keepAliveTimeout = 120_000;
  server.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
  process.once("SIGTERM", () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, ...targets] = process.argv.slice(2);
  serveProxy(
    Number(port),
    targets.map((target) => new URL(target)),
  );
}
