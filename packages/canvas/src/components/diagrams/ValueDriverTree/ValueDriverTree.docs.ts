import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { vdtCardAttributes, vdtClassOptions, vdtEditAttributes } from "../VdtNode/vdtNodeAttributes";

/**
 * The three fields a card shows as from, to and delta; the delta is worked out (to six decimals, against float
 * noise) and coloured by its sign.
 */
function fromTo(names: readonly [string, string], from: number, to: number) {
  const delta = Math.round((to - from) * 1e6) / 1e6;
  const sign = delta === 0 ? {} : { class: delta < 0 ? "negative" : "positive" };
  return [
    { name: names[0], value: from },
    { name: names[1], value: to },
    { name: "Delta", value: delta, ...sign },
  ];
}
const planActual = (plan: number, actual: number) => fromTo(["Plan", "Actual"], plan, actual);

/** Daily tonnes of a haul fleet from its drivers: trucks × 24 h × availability × utilisation × cycles × payload. */
const tonnesTree = {
  id: "tonnes",
  title: "Tonnes moved per day",
  class: "warning",
  tooltip: "Trucks × 24 h × availability × utilisation × cycles per hour × payload",
  fields: planActual(215000, 204008),
  progressBarValue: 0.95,
  progressBarText: "95% of plan",
  nodes: [
    {
      id: "trucks",
      title: "Trucks",
      class: "positive",
      fields: [{ name: "In fleet", value: 24, isEditable: true }],
    },
    {
      id: "availability",
      title: "Availability",
      class: "warning",
      fields: planActual(0.88, 0.86),
      nodes: [
        { id: "planned-maintenance", title: "Planned maintenance", fields: [{ name: "Hours", value: 52 }] },
        {
          id: "unplanned-downtime",
          title: "Unplanned downtime",
          class: "negative",
          fields: [{ name: "Hours", value: 29 }],
        },
      ],
    },
    {
      id: "utilisation",
      title: "Utilisation",
      fields: [{ name: "Share", value: 0.78, isEditable: true }],
      collapsed: true,
      nodes: [
        { id: "queueing", title: "Queueing", class: "negative", fields: [{ name: "Hours", value: 41 }] },
        {
          id: "standby",
          title: "Standby",
          class: "deemphasized",
          type: "custom",
          model: { hours: 36 },
          template: "<span><b>{frame.model.hours} h</b> without an operator</span>",
        },
      ],
    },
    {
      id: "cycles",
      title: "Cycles per truck-hour",
      type: "chart",
      model: { values: [2.2, 2.3, 2.5, 2.4, 2.4, 2.6, 2.4] },
      progressBarValue: 0.96,
    },
    {
      id: "payload",
      title: "Payload (t per load)",
      class: "positive",
      fields: planActual(215, 220),
    },
  ],
};

/** What authors read about ValueDriverTree in the gallery: its description, attribute table and live examples. */
export const valueDriverTreeDocs = defineComponentDocs({
  name: "ValueDriverTree",
  description:
    "A value broken down into its drivers, drawn as a tree of node cards. Expand all, collapse all, zoom in and " +
    "out (steps of 0.25), a zoom slider (0.1 to 8), a toggle that shows or hides the zoom controls, and expand or " +
    "collapse per node; the wheel zooms and dragging pans. Below zoom 0.8 the nodes are drawn as titled blocks " +
    "(simple mode), from 0.8 in full. After an expand or collapse the tree moves for 750 ms and zooms to fit. " +
    "Editable fields send their new value through a parameter and a callback, so a data endpoint can recompute " +
    'the tree. Without a root it shows \'"root" property is empty/missing.  Please check the data source and ' +
    "template bindings.'",
  attributes: [
    {
      name: "root",
      type: "{ id, title, tooltip, type, class, fields, nodes, collapsed, progressBarValue, progressBarText, hideTitle, hideProgressBar, model, template }",
      description:
        "The tree's root node; `nodes` holds each node's children, `collapsed` starts a node collapsed. Node ids " +
        "must be unique. `class` colours a node (" +
        vdtClassOptions.join(", ") +
        "); the other fields are those of VdtNode: " +
        vdtCardAttributes.map((attribute) => attribute.name).join(", ") +
        ".",
    },
    {
      name: "collapsedParameter",
      type: "string",
      description:
        "Parameter keeping the collapse state as a node id → collapsed map; it wins over the nodes' own `collapsed`.",
    },
    ...vdtEditAttributes,
    {
      name: "direction",
      type: "string",
      description:
        "left-to-right (default: 200 × 85 nodes, 20 px between siblings, 100 px to the next level) or top-down " +
        "(200 × 120 nodes, 40 px both ways).",
      options: ["left-to-right", "top-down"],
    },
    { name: "height", type: "number", description: "Height of the view in pixels (default 480)." },
    {
      name: "showZoomControls",
      type: "boolean",
      description: "Whether the zoom buttons and slider show at first (default true); the toggle changes it.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Tonnes from their drivers",
      template:
        '<ValueDriverTree root={frame.tonnes} collapsedParameter="tonnesCollapsed" editedFieldParameter="tonnesEdit"\n' +
        "  height={420} />\n" +
        "<p>Last edit: {params.tonnesEdit ? params.tonnesEdit.nodeId + ' / ' + params.tonnesEdit.field + ' = ' + " +
        "params.tonnesEdit.value : 'none'}</p>",
      frame: { tonnes: tonnesTree },
      parameters: { tonnesCollapsed: {}, tonnesEdit: null },
    },
    {
      title: "From, to and delta, top down",
      template: '<ValueDriverTree root={frame.payload} direction="top-down" height={360} showZoomControls={false} />',
      frame: {
        payload: {
          id: "load",
          title: "Tonnes per load",
          fields: fromTo(["From", "To"], 206.8, 220),
          nodes: [
            {
              id: "fill-factor",
              title: "Bucket fill factor",
              class: "positive",
              fields: fromTo(["From", "To"], 0.91, 0.97),
            },
            {
              id: "passes",
              title: "Passes per load",
              class: "deemphasized",
              fields: fromTo(["From", "To"], 4, 4),
            },
          ],
        },
      },
    },
    {
      title: "No root yet",
      template: "<ValueDriverTree root={frame.tree} height={160} />",
      frame: { tree: null },
    },
  ] satisfies ComponentExample[],
});
