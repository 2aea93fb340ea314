import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../shared/domainErrors";

/** Who may read `/metrics` (decision 083): the holder of the token, and the listed addresses. */
export type MetricsAccessConfig = {
  /** A bearer token that opens the metrics from any address; undefined when none is set. */
  token: string | undefined;
  /** Addresses and CIDR ranges allowed without the token (loopback by default); empty for none. */
  allow: string[];
};

/** The default of STORYFRAME_METRICS_ALLOW: this machine only. */
export const DEFAULT_METRICS_ALLOW = "127.0.0.1,::1";

export const metricsAccessMessages = {
  off: "Metrics are turned off on this server: set STORYFRAME_METRICS_TOKEN or STORYFRAME_METRICS_ALLOW.",
  tokenNeeded: "Metrics need the metrics token: send Authorization: Bearer <STORYFRAME_METRICS_TOKEN>.",
  tokenInvalid: "The metrics token is not valid.",
  addressRefused: "Metrics are served only to the addresses in STORYFRAME_METRICS_ALLOW.",
} as const;

/** Headers a proxy adds: a request that carries one reached us through a proxy, whatever its socket address. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * Reads STORYFRAME_METRICS_ALLOW: `none`, or a comma-separated list of IP addresses and CIDR ranges
 * (`127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`). Answers undefined when an entry is neither.
 */
export function parseMetricsAllow(text: string): string[] | undefined {
  if (text.trim().toLowerCase() === "none") return [];
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return undefined;
  return entries.every((entry) => addressRange(entry) !== undefined) ? entries : undefined;
}

function addressRange(entry: string): { address: string; prefix: number; family: "ipv4" | "ipv6" } | undefined {
  const [address = "", prefixText, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= bits)) return undefined;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

type MetricsRequest = { ip: string; headers: Record<string, string | string[] | undefined> };

/**
 * Decides whether a request may read the metrics. A request carrying the right bearer token may, from anywhere;
 * a request from a listed address may without it. With `trustProxy` off, a request that came through a proxy
 * (it carries forwarding headers) is not let in by its address, which is the proxy's: a reverse proxy on this
 * machine would otherwise open the metrics to the world. Refusals: 404 when nobody may read them (no token, no
 * address), 401 for a missing or wrong token when one is set, 403 for an address not listed.
 */
export class MetricsAccess {
  private readonly allowed = new BlockList();
  private readonly tokenDigest: Buffer | undefined;

  constructor(
    private readonly config: MetricsAccessConfig,
    private readonly trustProxy: boolean,
  ) {
    for (const entry of config.allow) {
      const range = addressRange(entry);
      if (range) this.allowed.addSubnet(range.address, range.prefix, range.family);
    }
    this.tokenDigest = config.token === undefined ? undefined : digest(config.token);
  }

  /** Returns when the request may read the metrics; throws the refusal's domain error otherwise. */
  require(request: MetricsRequest): void {
    if (this.tokenDigest === undefined && this.config.allow.length === 0)
      throw new NotFoundError(metricsAccessMessages.off);
    const header = request.headers.authorization;
    const bearer = typeof header === "string" && header.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (this.tokenDigest !== undefined && bearer !== undefined) {
      if (timingSafeEqual(digest(bearer), this.tokenDigest)) return;
      throw new UnauthenticatedError(metricsAccessMessages.tokenInvalid);
    }
    if (this.fromAllowedAddress(request)) return;
    if (this.tokenDigest !== undefined) throw new UnauthenticatedError(metricsAccessMessages.tokenNeeded);
    throw new ForbiddenError(metricsAccessMessages.addressRefused);
  }

  private fromAllowedAddress(request: MetricsRequest): boolean {
    if (!this.trustProxy && FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const version = isIP(request.ip);
    return version !== 0 && this.allowed.check(request.ip, version === 4 ? "ipv4" : "ipv6");
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();
