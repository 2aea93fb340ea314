import { describe, expect, it } from "vitest";
import { rowNavigationUrl } from "./tableNavigation";

const base = "https://storyframe.example.com/storylines/us-air-travel";
const row = { iata: "ORD", state: "IL", flights: 1061, hub: true, tags: ["hub"], note: null };

describe("rowNavigationUrl", () => {
  it("adds one query parameter per mapped field to the address", () => {
    expect(
      rowNavigationUrl("https://flights.example.com/a?view=delays", { origin: "iata", n: "flights" }, row, base),
    ).toBe("https://flights.example.com/a?view=delays&origin=ORD&n=1061");
  });

  it("resolves a relative address against the page and encodes values", () => {
    expect(rowNavigationUrl("/storylines/us-air-travel", { origin: "iata", tags: "tags" }, row, base)).toBe(
      "https://storyframe.example.com/storylines/us-air-travel?origin=ORD&tags=%5B%22hub%22%5D",
    );
    expect(rowNavigationUrl("details", { q: "state" }, { state: "A&B =" }, base)).toBe(
      "https://storyframe.example.com/storylines/details?q=A%26B+%3D",
    );
  });

  it("leaves out fields without a value and replaces a parameter the address already has", () => {
    expect(rowNavigationUrl("/x?origin=ATL", { origin: "iata", note: "note", none: "missing" }, row, base)).toBe(
      "https://storyframe.example.com/x?origin=ORD",
    );
  });

  it("opens mailto and tel addresses as they are", () => {
    expect(rowNavigationUrl("mailto:ops@example.com", { origin: "iata" }, row, base)).toBe("mailto:ops@example.com");
  });

  it("refuses addresses that could run script, in any disguise", () => {
    for (const address of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " java\tscript:alert(1)",
      "data:text/html,x",
    ]) {
      expect(rowNavigationUrl(address, { origin: "iata" }, row, base)).toBeUndefined();
    }
  });
});
