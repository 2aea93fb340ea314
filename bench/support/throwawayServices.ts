import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./benchServer";

/** A database or cache server of the bench's own, removed with every trace by `stop`. */
export type ThrowawayService = { url: string; stop(): void };

type Starter<Name extends string> = Record<Name, () => Promise<ThrowawayService>>;

/** A starter of the repository's scripts (plain JavaScript, so loaded by path and given its type here). */
async function scriptStarter<Name extends string>(file: string, name: Name): Promise<() => Promise<ThrowawayService>> {
  const module = (await import(pathToFileURL(join(root, "scripts/lib", file)).href)) as Starter<Name>;
  return module[name];
}

/**
 * A throw-away PostgreSQL cluster on a free loopback port, as `npm test` starts one (scripts/lib/postgres.mjs:
 * tuned for tests, so without fsync).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayService> {
  return (await scriptStarter("postgres.mjs", "startThrowawayPostgres"))();
}

/** A throw-away Redis server on a free loopback port, nothing written to disk (scripts/lib/redis.mjs). */
export async function startThrowawayRedis(): Promise<ThrowawayService> {
  return (await scriptStarter("redis.mjs", "startThrowawayRedis"))();
}
