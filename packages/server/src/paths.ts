import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root. Both the sources (`packages/server/src/*.ts`) and the
 * bundle (`packages/server/dist/*.js`) sit two folders below the package root.
 */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
