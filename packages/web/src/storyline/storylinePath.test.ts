import { describe, expect, it } from "vitest";
import { storylineOfPath } from "./storylinePath";

describe("storylineOfPath", () => {
  it("names the storyline of viewer addresses", () => {
    expect(storylineOfPath("/storylines/fleet-operations")).toBe("fleet-operations");
    expect(storylineOfPath("/admin/storylines/us%20air")).toBe("us air");
    expect(storylineOfPath("/storylines/")).toBeNull();
    expect(storylineOfPath("/admin/users")).toBeNull();
    expect(storylineOfPath("/storylines/%E0%A4%A")).toBeNull();
  });
});
