import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about Tour in the gallery: its description, attribute table and live examples. */
export const tourDocs = defineComponentDocs({
  name: "Tour",
  description:
    "A guided tour: one tooltip after another, each pointing at an element of the page. It starts from its " +
    "button, or by itself after a delay with autoRun. With runOnce, a tour that was finished or skipped is " +
    "remembered in the browser (per tour id) and never shown again.",
  attributes: [
    { name: "id", type: "string", description: "Names the tour; runOnce remembers completion under this id." },
    {
      name: "steps",
      type: "TourStep[]",
      description:
        "The steps in order: { title, content (HTML allowed, sanitised), target (CSS selector of the element " +
        "to point at), disableBeacon (open the tooltip without the pulsing beacon first), placement }.",
    },
    {
      name: "autoRun",
      type: "boolean",
      description: "Start by itself after delayMs instead of showing a start button (default false).",
    },
    { name: "delayMs", type: "number", description: "How long autoRun waits before starting (default 1500 ms)." },
    {
      name: "runOnce",
      type: "boolean",
      description: "Once finished or skipped, never show this tour again in this browser (default false).",
    },
    {
      name: "startLabel",
      type: "string",
      description: "Text of the button that starts the tour when autoRun is off (default 'Take the tour').",
    },
    {
      name: "onEnd",
      type: "function",
      description: "(outcome, api) when the tour ends; outcome is 'finished' or 'skipped'.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Two-step tour of a dashboard",
      template:
        '<div style={{ display: "grid", gap: 16 }}>\n' +
        '  <div style={{ display: "flex", gap: 16 }}>\n' +
        '    <div id="fleet-utilisation" className="kpi">Fleet utilisation <strong>87%</strong></div>\n' +
        '    <div className="kpi idle-trucks">Idle trucks <strong>14</strong></div>\n' +
        "  </div>\n" +
        "  <Tour\n" +
        '    id="fleet-dashboard-intro"\n' +
        "    steps={[\n" +
        "      {\n" +
        '        title: "Utilisation",\n' +
        '        content: "The share of trucks <strong>on a trip</strong> right now.",\n' +
        '        target: "#fleet-utilisation",\n' +
        "        disableBeacon: true,\n" +
        '        placement: "bottom",\n' +
        "      },\n" +
        "      {\n" +
        '        title: "Idle trucks",\n' +
        '        content: "Trucks parked for more than <em>two hours</em>. Click to see where they are.",\n' +
        '        target: ".idle-trucks",\n' +
        '        placement: "right",\n' +
        "      },\n" +
        "    ]}\n" +
        '    onEnd={(outcome, api) => api.setParameter("tourOutcome", outcome)}\n' +
        "  />\n" +
        "</div>",
      css:
        ".kpi { padding: 12px 16px; border: 1px solid #e0e0e0; border-radius: 8px; }\n" +
        ".kpi strong { display: block; font-size: 1.5rem; }",
    },
  ] satisfies ComponentExample[],
});
