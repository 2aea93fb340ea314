import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const serverDist = resolve(root, "packages/server/dist");
export const webDist = resolve(root, "packages/web/dist");
