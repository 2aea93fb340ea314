import { describe, expect, it } from "vitest";
import { duplicateTitles } from "./duplicateTitles";

describe("duplicateTitles", () => {
  it("finds the titles used twice or more", () => {
    const titles = new Map([
      ["a", "Fuel"],
      ["b", "Tyres"],
      ["c", "Fuel"],
      ["d", "Fuel"],
    ]);
    expect([...duplicateTitles(titles)]).toEqual(["Fuel"]);
  });

  it("finds none among unique titles", () => {
    expect(duplicateTitles(new Map([["a", "Fuel"]])).size).toBe(0);
  });
});
