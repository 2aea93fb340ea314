import { describe, expect, it } from "vitest";
import { devCommandOptions } from "./devLinkOptions";

const none = { dir: undefined, port: undefined, origins: undefined, publicUrl: undefined };

describe("devCommandOptions", () => {
  it("listens on port 11223 for the local development server's origins by default", () => {
    expect(devCommandOptions(none)).toEqual({
      ok: true,
      options: { dir: "storyframe-dev", port: 11223, origins: ["http://localhost:3000", "http://127.0.0.1:3000"] },
    });
  });

  it("takes the given folder, port and origins, and the server's public origin", () => {
    const parsed = devCommandOptions({
      dir: "templates",
      port: "4000",
      origins: ["http://127.0.0.1:5173/"],
      publicUrl: "https://storyframe.example/app",
    });
    expect(parsed).toEqual({
      ok: true,
      options: { dir: "templates", port: 4000, origins: ["http://127.0.0.1:5173", "https://storyframe.example"] },
    });
  });

  it("refuses a port out of range and an origin that is not a web address", () => {
    expect(devCommandOptions({ ...none, port: "70000" })).toMatchObject({ ok: false, problem: /--port/ });
    expect(devCommandOptions({ ...none, origins: ["file:///x"] })).toMatchObject({ ok: false, problem: /--origin/ });
  });
});
