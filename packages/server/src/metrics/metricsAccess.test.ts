import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../shared/domainErrors";
import { MetricsAccess, metricsAccessMessages, parseMetricsAllow } from "./metricsAccess";

const TOKEN = "0123456789abcdef-metrics";
const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers });
const access = (env: Record<string, string>, trustProxy = false) =>
  new MetricsAccess(loadConfig(env).metrics, trustProxy);

describe("who may read the metrics", () => {
  it("lets this machine in by default, over IPv4, IPv6 and IPv4 in IPv6", () => {
    const byDefault = access({});
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect(() => byDefault.require(request(ip))).not.toThrow();
  });

  it("refuses another address with 403 when no token is set", () => {
    expect(() => access({}).require(request("10.1.2.3"))).toThrow(
      new ForbiddenError(metricsAccessMessages.addressRefused),
    );
  });

  it("lets listed addresses and ranges in", () => {
    const listed = access({ STORYFRAME_METRICS_ALLOW: "10.0.0.0/8, fd00::/8,192.0.2.7" });
    for (const ip of ["10.200.0.1", "fd12::1", "192.0.2.7"]) expect(() => listed.require(request(ip))).not.toThrow();
    expect(() => listed.require(request("127.0.0.1"))).toThrow(ForbiddenError);
    expect(() => listed.require(request("192.0.2.8"))).toThrow(ForbiddenError);
  });

  it("answers 401 for a missing or wrong token when one is set, and lets the right one in from anywhere", () => {
    const withToken = access({ STORYFRAME_METRICS_TOKEN: TOKEN });
    expect(() => withToken.require(request("10.1.2.3"))).toThrow(
      new UnauthenticatedError(metricsAccessMessages.tokenNeeded),
    );
    expect(() => withToken.require(request("10.1.2.3", { authorization: "Bearer guess" }))).toThrow(
      new UnauthenticatedError(metricsAccessMessages.tokenInvalid),
    );
    expect(() => withToken.require(request("10.1.2.3", { authorization: `Bearer ${TOKEN}` }))).not.toThrow();
    expect(() => withToken.require(request("127.0.0.1"))).not.toThrow();
  });

  it("does not let a proxied request in by the proxy's address unless the proxy is trusted", () => {
    const forwarded = request("127.0.0.1", { "x-forwarded-for": "198.51.100.4" });
    expect(() => access({}).require(forwarded)).toThrow(ForbiddenError);
    expect(() => access({}).require(request("127.0.0.1", { forwarded: "for=198.51.100.4" }))).toThrow(ForbiddenError);
    // Trusted, the request's address is the client's, which Fastify reads from the forwarding header.
    expect(() => access({}, true).require(forwarded)).not.toThrow();
  });

  it("answers 404 when metrics are turned off: no token and no address", () => {
    expect(() => access({ STORYFRAME_METRICS_ALLOW: "none" }).require(request("127.0.0.1"))).toThrow(
      new NotFoundError(metricsAccessMessages.off),
    );
  });
});

describe("the metrics settings", () => {
  it("read none, addresses and CIDR ranges", () => {
    expect(parseMetricsAllow("none")).toEqual([]);
    expect(parseMetricsAllow(" 127.0.0.1 , ::1/128 ")).toEqual(["127.0.0.1", "::1/128"]);
  });

  it.each(["localhost", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "10.0.0.0/x", ","])("refuse %j", (text) => {
    expect(parseMetricsAllow(text)).toBeUndefined();
    expect(() => loadConfig({ STORYFRAME_METRICS_ALLOW: text })).toThrow(
      /STORYFRAME_METRICS_ALLOW must be none or a comma-separated list of IP addresses and CIDR ranges/,
    );
  });

  it("refuse a short token without repeating it", () => {
    expect(() => loadConfig({ STORYFRAME_METRICS_TOKEN: "short-secret" })).toThrow(
      /STORYFRAME_METRICS_TOKEN must be at least 16 characters \(value not shown\)/,
    );
  });
});
