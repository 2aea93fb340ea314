import { afterEach, describe, expect, it } from "vitest";
import { rememberVersions, sendsTraceHeader, useVersionStore } from "./contentVersion";
import { compareVersions } from "./versionAnswer";

afterEach(() => useVersionStore.setState(useVersionStore.getInitialState(), true));

describe("content API versions", () => {
  it("start from the defaults metastore 0.6.0 and data model 0.0.1", () => {
    expect(useVersionStore.getState()).toMatchObject({ metastore: "0.6.0", datamodel: "0.0.1" });
    expect(sendsTraceHeader()).toBe(false);
  });

  it("compare part by part, as numbers", () => {
    expect(compareVersions("0.10.0", "0.9.1")).toBe(1);
    expect(compareVersions("0.8.4", "0.8.4")).toBe(0);
    expect(compareVersions("0.8", "0.8.4")).toBe(-1);
  });

  it("send the trace header from metastore 0.8.4 on", () => {
    expect(sendsTraceHeader("0.8.3")).toBe(false);
    expect(sendsTraceHeader("0.8.4")).toBe(true);
    expect(sendsTraceHeader("1.0.0")).toBe(true);
  });

  it("keep the versions of an answer, and ignore an answer that is not one", () => {
    expect(rememberVersions({ metastore: "0.9.0", datamodel: "0.0.2" })).toEqual({
      metastore: "0.9.0",
      datamodel: "0.0.2",
    });
    expect(rememberVersions({ metastore: "latest", datamodel: "0.0.3" })).toEqual({
      metastore: "0.9.0",
      datamodel: "0.0.2",
    });
    expect(sendsTraceHeader()).toBe(true);
  });
});
