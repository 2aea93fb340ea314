import { describe, expect, it } from "vitest";
import { endpointRefusal } from "./endpointAccess";

const guide = { storyline: "authors-guide", requiredTags: ["developer-tools::access"] };
const open = { storyline: "fleet-operations", requiredTags: [] };
const finance = { storyline: "results", requiredTags: ["finance::read"] };

describe("endpointRefusal", () => {
  it("lets a reader of any storyline that uses the endpoint read it", () => {
    expect(endpointRefusal([], undefined, [guide, open])).toBeNull();
    expect(endpointRefusal(["finance::read"], undefined, [guide, finance])).toBeNull();
  });

  it("refuses a reader of none of the storylines that use the endpoint", () => {
    expect(endpointRefusal([], undefined, [guide, finance])).toBe(
      "You do not have permission for this data endpoint: it serves only storylines you may not read.",
    );
  });

  it("keeps an endpoint that no storyline uses and that declares no tags for developers", () => {
    expect(endpointRefusal(["finance::read"], undefined, [])).toBe(
      "You do not have permission for this data endpoint: it needs developer-tools::access.",
    );
    expect(endpointRefusal(["developer-tools::access"], undefined, [])).toBeNull();
  });

  it("answers by the declared tags: their holders may read it, and an empty list opens it to everyone", () => {
    expect(endpointRefusal(["developer-tools::access"], ["finance::read"], [finance])).toBe(
      "You do not have permission for this data endpoint: it needs finance::read.",
    );
    expect(endpointRefusal(["finance::read"], ["finance::read"], [finance])).toBeNull();
    expect(endpointRefusal([], [], [])).toBeNull();
  });

  it("still refuses a holder of declared tags weaker than its storylines', should such content be stored", () => {
    expect(endpointRefusal([], [], [guide])).toBe(
      "You do not have permission for this data endpoint: it serves only storylines you may not read.",
    );
  });
});
