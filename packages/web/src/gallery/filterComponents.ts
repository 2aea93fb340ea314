import type { ComponentFamily, DocumentedComponent } from "@storyframe/canvas";

/** Components whose name, description or attribute names contain every word of `query` (case-insensitive). */
export function filterComponents(
  components: readonly DocumentedComponent[],
  query: string,
): readonly DocumentedComponent[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return components;
  return components.filter((component) => {
    const text = [component.name, component.description, ...component.attributes.map((a) => a.name)]
      .join(" ")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Components grouped by family, families in `order`, empty families left out. */
export function groupByFamily(
  components: readonly DocumentedComponent[],
  order: readonly ComponentFamily[],
): { family: ComponentFamily; components: readonly DocumentedComponent[] }[] {
  return order
    .map((family) => ({ family, components: components.filter((component) => component.family === family) }))
    .filter((group) => group.components.length > 0);
}

const familyTitles: Record<ComponentFamily, string> = {
  inputs: "Inputs",
  selection: "Selection",
  dates: "Dates",
  display: "Display",
  feedback: "Feedback",
  layout: "Layout",
  overlays: "Dialogs and overlays",
  media: "Time and media",
  tables: "Tables",
  grids: "Data grid",
  charts: "Charts",
  kpi: "KPI and heat blocks",
  timeline: "Timeline and calendar",
  diagrams: "Diagrams",
  maps: "Maps",
  entities: "Entities and feedback",
};

export const familyTitle = (family: ComponentFamily): string => familyTitles[family];

/** The element id of a component's section, used by the index links and `/gallery#Name`. */
export const sectionId = (name: string): string => `component-${name}`;

/** The component a page address's hash points at (`#Slider` or `#component-Slider`), or null. */
export function componentOfHash(hash: string): string | null {
  const name = hash.replace(/^#/, "").replace(/^component-/, "");
  return /^[A-Z][A-Za-z0-9]*$/.test(name) ? name : null;
}
