import { describe, expect, it } from "vitest";
import { attributeType, componentDeclarations, componentMarkdown } from "./componentDeclarations";

describe("attributeType", () => {
  it("keeps primitives and unions of them", () => {
    expect(attributeType({ type: "string" })).toBe("string");
    expect(attributeType({ type: "number | string" })).toBe("number | string");
    expect(attributeType({ type: "string[]" })).toBe("string[]");
  });

  it("turns a choice into its literal values", () => {
    expect(attributeType({ type: "string", options: ["small", "large"] })).toBe('"small" | "large"');
  });

  it("lets a callback take any arguments", () => {
    expect(attributeType({ type: "(newValue, oldValue, api) => void" })).toBe("(...args: any[]) => unknown");
  });

  it("leaves shapes an editor cannot check unknown", () => {
    expect(attributeType({ type: "{ label, value }[]" })).toBe("unknown[]");
    expect(attributeType({ type: "Record<key, entry>" })).toBe("unknown");
  });
});

describe("componentDeclarations", () => {
  const card = {
    name: "Card",
    family: "layout",
    description: "A box. Ends with */ on purpose.",
    selfClosing: false,
    attributes: [{ name: "aria-label", type: "string", required: false, description: "Names the card." }],
  };

  it("declares each component as a value taking its props, children for those that take them", () => {
    const text = componentDeclarations([card]);
    expect(text).toContain('  "aria-label"?: string;');
    expect(text).toContain("  children?: unknown;");
    expect(text).toContain("declare const Card: (props: CardProps) => JSX.Element;");
  });

  it("keeps documentation text from closing its comment", () => {
    expect(componentDeclarations([card])).toContain("Ends with *\\/ on purpose.");
  });

  it("writes the attribute table as Markdown, or says there is none", () => {
    expect(componentMarkdown(card)).toContain("| `aria-label` | `string` | no |  | Names the card. |");
    expect(componentMarkdown({ ...card, attributes: [] })).toContain("Card takes no attributes.");
  });
});
