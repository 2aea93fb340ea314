import pino, { type Logger } from "pino";
import type { ServerConfig } from "./config";

/** JSON lines for machines; readable lines when a person watches the terminal. */
export function createLogger(config: Pick<ServerConfig, "logLevel">): Logger {
  return process.stdout.isTTY
    ? pino({
        level: config.logLevel,
        transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
      })
    : pino({ level: config.logLevel });
}
