import { decodeParameters } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { storylineLink, tenantOrigin } from "./delivery";

describe("the links a delivery sends", () => {
  it("uses the public address when it is one of the tenant's host names", () => {
    expect(tenantOrigin("https://reports.example.com", ["reports.example.com", "localhost"])).toBe(
      "https://reports.example.com",
    );
  });

  it("uses the tenant's first host name, with the public address's scheme and port, when it is not", () => {
    expect(tenantOrigin("https://reports.example.com:8443", ["acme.example.com"])).toBe(
      "https://acme.example.com:8443",
    );
  });

  it("links the viewer with the values in the viewer's query encoding", () => {
    const link = storylineLink("https://acme.example.com", "fleet-operations", { site: "North pit", year: 2024 });
    expect(link).toBe("https://acme.example.com/storylines/fleet-operations?site=%5CNorth+pit&year=2024");
    expect(decodeParameters(new URL(link).searchParams)).toEqual({ site: "North pit", year: 2024 });
  });

  it("links the storyline alone when no value is fixed", () => {
    expect(storylineLink("http://localhost:3000", "tech-stocks", {})).toBe(
      "http://localhost:3000/storylines/tech-stocks",
    );
  });
});
