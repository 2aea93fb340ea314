import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { componentFamilies, loadPropsSchemaOf } from "./defineComponent";
import { componentRegistry, loadDocumentedComponents } from "./registry";
import { giveElementsASize } from "./test/chartTestRenderer";
import { installReactFlowBrowserStubs, installSvarBrowserStubs } from "./test/diagramBrowserStubs";
import { expectExampleRendersCleanly } from "./test/exampleChecks";

// jsdom has no canvas: charts draw with ECharts' SVG renderer here, as in the charts' own tests.
vi.mock("echarts/renderers", async () => (await import("./test/chartTestRenderer")).svgInPlaceOfCanvas());

/**
 * jsdom lays nothing out: React Flow measures nodes with ResizeObserver and DOMMatrix, SVAR's Gantt draws grid
 * lines on a canvas. These diagrams' examples render with the same browser stand-ins as in their own tests.
 */
const browserStandInsOf: Readonly<Record<string, () => () => void>> = {
  FlowChart: () => installReactFlowBrowserStubs().restore,
  Gantt: installSvarBrowserStubs,
};

/** The components of the library's first part (inputs, layout, display, overlays, media). */
const partOneComponents = [
  "Accordion",
  "AccordionGroup",
  "Alert",
  "AppBar",
  "Autocomplete",
  "Avatar",
  "AvatarGroup",
  "Badge",
  "Card",
  "CascadingMultiFilter",
  "Checkbox",
  "Chip",
  "ConfirmationDialog",
  "DatePicker",
  "DateRangePicker",
  "DateTimePicker",
  "DetailedErrorAlert",
  "Drawer",
  "DropdownFilter",
  "Fab",
  "FileUpload",
  "Filter",
  "FocusContainer",
  "Icon",
  "Input",
  "LoadingContainer",
  "Memo",
  "Modal",
  "PersistentTabPanel",
  "PhoneInput",
  "Popover",
  "ProgressIndicator",
  "RadioGroup",
  "Slider",
  "Split",
  "Switch",
  "TabPanel",
  "Tabs",
  "TextField",
  "TextToSpeech",
  "Timer",
  "Toolbar",
  "Tour",
  "TreeView",
];

// The docs are a chunk of their own, loaded on demand; joining them checks each attribute table against its schema.
const documentedComponents = await loadDocumentedComponents();

describe("componentRegistry", () => {
  it("lists every component of the library, each once", () => {
    const names = componentRegistry.map((component) => component.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(partOneComponents));
  });

  it("has docs for every component, loaded once on demand", async () => {
    expect(documentedComponents.map((component) => component.name)).toEqual(
      componentRegistry.map((component) => component.name),
    );
    expect(await loadDocumentedComponents()).toBe(documentedComponents);
  });

  it("gives every component a props schema whose keys are its attributes, those loaded on demand too", async () => {
    for (const component of componentRegistry) await expect(loadPropsSchemaOf(component)).resolves.toBeDefined();
  });

  it("keeps the props schemas out of the registry the viewer loads, but the runtime's own CanvasContext", () => {
    const withSchema = componentRegistry.filter((component) => "propsSchema" in component);
    expect(withSchema.map((component) => component.name)).toEqual(["CanvasContext"]);
  });

  it("keeps the docs out of the registry the viewer loads", () => {
    for (const component of componentRegistry) {
      for (const docsField of ["description", "attributes", "examples"])
        expect(component).not.toHaveProperty(docsField);
    }
  });

  it.each(documentedComponents.map((component) => [component.name, component] as const))(
    "%s has a description, documented attributes, a known family and examples",
    (_name, component) => {
      expect(component.description.trim().length).toBeGreaterThan(20);
      expect(component.attributes.length).toBeGreaterThan(0);
      for (const attribute of component.attributes) {
        expect(attribute.description.trim()).not.toBe("");
        expect(attribute.type.trim()).not.toBe("");
      }
      expect(componentFamilies).toContain(component.family);
      expect(component.examples.length).toBeGreaterThan(0);
    },
  );

  let restoreSizes = () => {};
  beforeEach(() => {
    restoreSizes = giveElementsASize();
  });
  afterEach(() => restoreSizes());

  const examples = documentedComponents.flatMap((component) =>
    component.examples.map(
      (example) => [`${component.name}: ${example.title}`, example, browserStandInsOf[component.name]] as const,
    ),
  );

  it.each(examples)(
    "example '%s' renders without an attribute, template or render error",
    async (name, example, standIns) => {
      const restoreBrowser = standIns?.() ?? (() => {});
      onTestFinished(restoreBrowser);
      await expectExampleRendersCleanly(name, example);
    },
  );
});
