import { describe, expect, it } from "vitest";
import { storylineOfPath, storylineQuery } from "./storylineQuery";

describe("storylineOfPath", () => {
  it("names the storyline of viewer addresses", () => {
    expect(storylineOfPath("/storylines/fleet-operations")).toBe("fleet-operations");
    expect(storylineOfPath("/admin/storylines/us%20air")).toBe("us air");
    expect(storylineOfPath("/storylines/")).toBeNull();
    expect(storylineOfPath("/admin/users")).toBeNull();
    expect(storylineOfPath("/storylines/%E0%A4%A")).toBeNull();
  });
  it("keys the query by branch and name, as the page does", () => {
    expect(storylineQuery("ops", "main").queryKey).toEqual(["storyline", "main", "ops"]);
  });
});
