/**
 * The few web-platform globals the parameter codec uses. Browsers and the server runtime both provide
 * them; `packages/core` is type-checked without DOM or server type libraries, so they are reached
 * through this typed view of `globalThis` instead of ambient declarations (which would clash with the
 * DOM and server libraries when the SPA and the server type-check core's sources).
 */

/** The part of the standard `URLSearchParams` the codec relies on. */
interface SearchParamsLike {
  append(name: string, value: string): void;
  getAll(name: string): string[];
  forEach(callback: (value: string, name: string) => void): void;
  toString(): string;
}

/**
 * The standard `URLSearchParams` where a type library declares it (the SPA's DOM library, the
 * server's runtime types), otherwise the structural view above.
 */
export type QueryParameters = typeof globalThis extends { URLSearchParams: { prototype: infer Params } }
  ? Params
  : SearchParamsLike;

interface WebRuntime {
  btoa(data: string): string;
  atob(data: string): string;
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new (label: "utf-8", options: { fatal: boolean }) => { decode(input: Uint8Array): string };
  URLSearchParams: new () => SearchParamsLike;
}

export const webRuntime = globalThis as unknown as WebRuntime;

/** UTF-8 bytes of a text (lone surrogates become U+FFFD, as in every UTF-8 encoder). */
export function utf8Encode(text: string): Uint8Array {
  return new webRuntime.TextEncoder().encode(text);
}

/** Text from UTF-8 bytes; throws a TypeError on malformed UTF-8. */
export function utf8Decode(bytes: Uint8Array): string {
  return new webRuntime.TextDecoder("utf-8", { fatal: true }).decode(bytes);
}
