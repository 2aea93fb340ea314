import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { vdtCardAttributes, vdtClassOptions, vdtEditAttributes } from "./vdtNodeAttributes";

/** What authors read about VdtNode in the gallery: its description, attribute table and live examples. */
export const vdtNodeDocs = defineComponentDocs({
  name: "VdtNode",
  description:
    "A value-driver tree node's card on its own: its title, its fields (three of them as from, to and delta), a " +
    "chart of its model or its own template, and a progress bar. Editable fields send their new value through a " +
    "parameter and a callback, as in the tree.",
  attributes: [
    { name: "id", type: "string | number", description: "Names the node in the edits its fields send." },
    ...vdtCardAttributes,
    {
      name: "className",
      type: "string",
      description: 'Colours the card: a good, bad or doubtful value, or muted. Written class="…" in a template.',
      options: vdtClassOptions,
    },
    ...vdtEditAttributes,
    { name: "width", type: "number", description: "Width of the card in pixels (default 200)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Payload, plan to actual",
      template:
        '<VdtNode id="payload" title="Payload (t per load)" class="warning" tooltip="Average over the shift"\n' +
        '  fields={frame.payload} progressBarValue={0.94} progressBarText="94% of plan" width={240} />',
      frame: {
        payload: [
          { name: "Plan", value: 220 },
          { name: "Actual", value: 206.8 },
          { name: "Delta", value: -13.2, class: "negative" },
        ],
      },
    },
    {
      title: "A driver to edit",
      template:
        '<VdtNode id="trucks" title="Trucks in the fleet" class="positive" fields={frame.fields}\n' +
        '  editedFieldParameter="fleetEdit" />\n' +
        "<p>Last edit: {params.fleetEdit ? params.fleetEdit.field + ' = ' + params.fleetEdit.value : 'none'}</p>",
      frame: {
        fields: [
          { name: "Trucks", value: 24, isEditable: true },
          { name: "Spare", value: 2 },
        ],
      },
      parameters: { fleetEdit: null },
    },
    {
      title: "A body of its own and a chart",
      template:
        '<div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>\n' +
        '  <VdtNode id="haul" title="Haul distance" type="custom" model={frame.haul}\n' +
        "    template={(node) => <span>{node.model.km} km, <b>{node.model.minutes} min</b> one way</span>} />\n" +
        '  <VdtNode id="cycles" title="Cycles per hour" type="chart" model={frame.cycles} progressBarValue={0.8} />\n' +
        "</div>",
      frame: {
        haul: { km: 4.2, minutes: 11 },
        cycles: [2.1, 2.3, 2.6, 2.4, 2.2, 2.5, 2.7],
      },
    },
  ] satisfies ComponentExample[],
});
