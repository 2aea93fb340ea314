import { describe, expect, it } from "vitest";
import {
  availableTypes,
  defaultOperations,
  type EntityForm,
  type EntityOption,
  eligibleOptions,
  entityMessages,
  isExistingName,
  needsConfirmation,
  payloadOf,
  selectionDisappeared,
  validateOperation,
} from "./entityOperations";

const options: EntityOption[] = [
  { value: "SC-1", label: "Current fleet", type: "Value" },
  { value: "SC-2", label: "Budget 2027", type: "Linked" },
  { value: "SC-3", label: "Night shift fix", type: "Work in Progress" },
];
const [current, budget, nightFix] = options as [EntityOption, EntityOption, EntityOption];
const form = (input: Partial<EntityForm>): EntityForm => ({ name: "", type: "", entity: null, ...input });
const valueOnly = {
  entity: "scenario",
  options,
  types: availableTypes({ enableLinked: false, enableWorkInProgress: false }),
};
const allTypes = {
  entity: "scenario",
  options,
  types: availableTypes({ enableLinked: true, enableWorkInProgress: true }),
};

describe("entity messages", () => {
  it("are the spec's texts with the entity's noun put in", () => {
    expect(entityMessages.nameRequired("scenario")).toBe("Please supply a name for the new scenario.");
    expect(entityMessages.typeRequired("scenario")).toBe("Please select a type for the new scenario.");
    expect(entityMessages.sourceRequired("scenario")).toBe("Please select a scenario to use as the source.");
    expect(entityMessages.duplicateName("Peak", "scenario")).toBe(
      "'Peak' is an existing scenario Name!  Please choose a different name.",
    );
    expect(entityMessages.newNameRequired("case")).toBe("Please supply a new name for the case.");
    expect(
      (["clone", "rename", "clear", "remove", "commit", "unlink"] as const).map((operation) =>
        entityMessages.selectionRequired("scenario", operation),
      ),
    ).toEqual([
      "Please select a scenario to clone.",
      "Please select a scenario to rename.",
      "Please select a scenario to clear.",
      "Please select a scenario to remove.",
      "Please select a scenario to commit.",
      "Please select a scenario to unlink.",
    ]);
  });
});

describe("operations and types", () => {
  it("offers create, clone, rename, clear and remove by default", () => {
    expect(defaultOperations({ enableLinked: false, enableWorkInProgress: false })).toEqual([
      "create",
      "clone",
      "rename",
      "clear",
      "remove",
    ]);
  });

  it("adds commit with work in progress and unlink with linked entities", () => {
    expect(defaultOperations({ enableLinked: true, enableWorkInProgress: true })).toEqual([
      "create",
      "clone",
      "rename",
      "clear",
      "remove",
      "commit",
      "unlink",
    ]);
    expect(defaultOperations({ enableLinked: false, enableWorkInProgress: true }).slice(5)).toEqual(["commit"]);
    expect(defaultOperations({ enableLinked: true, enableWorkInProgress: false }).slice(5)).toEqual(["unlink"]);
  });

  it("always offers the Value type, and Linked and Work in Progress when enabled", () => {
    expect(valueOnly.types).toEqual(["Value"]);
    expect(allTypes.types).toEqual(["Value", "Linked", "Work in Progress"]);
    expect(availableTypes({ enableLinked: true, enableWorkInProgress: false })).toEqual(["Value", "Linked"]);
  });

  it("narrows commit to work in progress and unlink to linked entities when options have types", () => {
    expect(eligibleOptions("commit", options)).toEqual([nightFix]);
    expect(eligibleOptions("unlink", options)).toEqual([budget]);
    expect(eligibleOptions("remove", options)).toEqual(options);
    const untyped = options.map(({ value, label }) => ({ value, label }));
    expect(eligibleOptions("commit", untyped)).toEqual(untyped);
  });

  it("asks a second confirmation for clear, remove, commit and unlink only", () => {
    const base = { entity_id: "SC-1", entity_label: "Current fleet" };
    expect(needsConfirmation({ operation: "clear", ...base })).toBe(true);
    expect(needsConfirmation({ operation: "remove", ...base })).toBe(true);
    expect(needsConfirmation({ operation: "commit", ...base })).toBe(true);
    expect(needsConfirmation({ operation: "unlink", ...base })).toBe(true);
    expect(needsConfirmation({ operation: "rename", ...base, name: "x" })).toBe(false);
    expect(needsConfirmation({ operation: "clone", ...base, name: "x" })).toBe(false);
    expect(
      needsConfirmation({ operation: "create", name: "x", type: "Value", entity_id: null, entity_label: null }),
    ).toBe(false);
  });
});

describe("validateOperation", () => {
  it("needs a name for a new entity, trimmed", () => {
    expect(validateOperation("create", form({ name: "   " }), valueOnly)).toEqual({
      name: "Please supply a name for the new scenario.",
    });
    expect(validateOperation("create", form({ name: " Peak season " }), valueOnly)).toEqual({});
  });

  it("refuses a name equal to an existing label, exactly and case-sensitively", () => {
    expect(validateOperation("create", form({ name: "  Current fleet " }), valueOnly)).toEqual({
      name: "'Current fleet' is an existing scenario Name!  Please choose a different name.",
    });
    expect(validateOperation("create", form({ name: "current fleet" }), valueOnly)).toEqual({});
    expect(isExistingName("Budget 2027", options)).toBe(true);
    expect(isExistingName("Budget", options)).toBe(false);
  });

  it("needs a type when linked or work-in-progress entities are enabled, and a source for those types", () => {
    expect(validateOperation("create", form({ name: "New" }), allTypes)).toEqual({
      type: "Please select a type for the new scenario.",
    });
    expect(validateOperation("create", form({ name: "New", type: "Linked" }), allTypes)).toEqual({
      entity: "Please select a scenario to use as the source.",
    });
    expect(validateOperation("create", form({ name: "New", type: "Work in Progress" }), allTypes)).toEqual({
      entity: "Please select a scenario to use as the source.",
    });
    expect(validateOperation("create", form({ name: "New", type: "Value" }), allTypes)).toEqual({});
    expect(validateOperation("create", form({ name: "New", type: "Linked", entity: current }), allTypes)).toEqual({});
  });

  it("checks clone: an entity to clone, a name, no duplicate", () => {
    expect(validateOperation("clone", form({}), valueOnly)).toEqual({
      entity: "Please select a scenario to clone.",
      name: "Please supply a name for the new scenario.",
    });
    expect(validateOperation("clone", form({ entity: current, name: "Budget 2027" }), valueOnly)).toEqual({
      name: "'Budget 2027' is an existing scenario Name!  Please choose a different name.",
    });
  });

  it("checks rename: an entity to rename, a new name, no duplicate", () => {
    expect(validateOperation("rename", form({ name: " " }), valueOnly)).toEqual({
      entity: "Please select a scenario to rename.",
      name: "Please supply a new name for the scenario.",
    });
    expect(validateOperation("rename", form({ entity: current, name: "Current fleet" }), valueOnly)).toEqual({
      name: "'Current fleet' is an existing scenario Name!  Please choose a different name.",
    });
    expect(validateOperation("rename", form({ entity: current, name: "Fleet today" }), valueOnly)).toEqual({});
  });

  it.each(["clear", "remove", "commit", "unlink"] as const)("checks %s: an entity to act on", (operation) => {
    expect(validateOperation(operation, form({}), { ...valueOnly, entity: "case" })).toEqual({
      entity: `Please select a case to ${operation}.`,
    });
    expect(validateOperation(operation, form({ entity: current }), valueOnly)).toEqual({});
  });
});

describe("payloadOf", () => {
  it("builds the create payload with the source entity for Linked and Work in Progress", () => {
    expect(
      payloadOf("create", form({ name: " Budget 2028 ", type: "Linked", entity: current }), allTypes.types),
    ).toEqual({
      operation: "create",
      name: "Budget 2028",
      type: "Linked",
      entity_id: "SC-1",
      entity_label: "Current fleet",
    });
    expect(payloadOf("create", form({ name: "Plain", type: "Value", entity: current }), allTypes.types)).toEqual({
      operation: "create",
      name: "Plain",
      type: "Value",
      entity_id: null,
      entity_label: null,
    });
  });

  it("creates Value entities when no other type is enabled", () => {
    expect(payloadOf("create", form({ name: "Plain" }), valueOnly.types)).toMatchObject({ type: "Value" });
  });

  it("builds clone and rename payloads with the entity and the trimmed name", () => {
    expect(payloadOf("clone", form({ name: " Copy ", entity: budget }), valueOnly.types)).toEqual({
      operation: "clone",
      entity_id: "SC-2",
      entity_label: "Budget 2027",
      name: "Copy",
    });
    expect(payloadOf("rename", form({ name: "Renamed", entity: budget }), valueOnly.types)).toEqual({
      operation: "rename",
      entity_id: "SC-2",
      entity_label: "Budget 2027",
      name: "Renamed",
    });
  });

  it("builds clear, remove, commit and unlink payloads with the entity only", () => {
    for (const operation of ["clear", "remove", "commit", "unlink"] as const) {
      expect(payloadOf(operation, form({ name: "ignored", entity: nightFix }), valueOnly.types)).toEqual({
        operation,
        entity_id: "SC-3",
        entity_label: "Night shift fix",
      });
    }
  });
});

describe("selectionDisappeared", () => {
  it("resets a selection that disappears from the options", () => {
    expect(selectionDisappeared("SC-2", [current], options)).toBe(true);
    expect(selectionDisappeared("SC-2", [], options)).toBe(true);
  });

  it("keeps a selection that is listed, and nothing to reset when none is selected", () => {
    expect(selectionDisappeared("SC-2", options, options)).toBe(false);
    expect(selectionDisappeared(null, [], options)).toBe(false);
  });

  it("keeps a restored selection while the first options are still loading, and resets it when they arrive without it", () => {
    expect(selectionDisappeared("SC-9", [], [])).toBe(false);
    expect(selectionDisappeared("SC-9", options, [])).toBe(true);
  });
});
