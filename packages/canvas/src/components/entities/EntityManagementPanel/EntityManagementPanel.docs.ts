import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { entityOperationNames } from "./entityOperations";

const scenarioOptions =
  "[\n" +
  '    { value: "SC-1", label: "Current fleet", type: "Value" },\n' +
  '    { value: "SC-2", label: "Two more trucks", type: "Value" },\n' +
  '    { value: "SC-3", label: "Budget 2027", type: "Linked" },\n' +
  '    { value: "SC-4", label: "Night shift fix (draft)", type: "Work in Progress" },\n' +
  "  ]";

/** What authors read about EntityManagementPanel in the gallery: its description, attribute table and live examples. */
export const entityManagementPanelDocs = defineComponentDocs({
  name: "EntityManagementPanel",
  description:
    "Manages named entities such as scenarios or cases: pick one, and create, clone, rename, clear or remove it " +
    "(plus commit work in progress and unlink linked entities when those types are enabled). Each operation " +
    "opens a form that checks its input; clear, remove, commit and unlink ask for a second confirmation. The " +
    "panel does not change data itself: it writes the operation's payload (with 'operation' and a unique " +
    "'request_id') to the operation parameter and applies the parameter changes, so the data source that " +
    "stores entities runs it and answers the new list.",
  attributes: [
    {
      name: "entity",
      type: "string",
      description: "The noun for one entity, used in labels and messages (default 'scenario').",
    },
    {
      name: "options",
      type: "{ value, label, type? }[]",
      description:
        "The existing entities, usually mapped from a data source's rows. 'type' (Value, Linked or Work in " +
        "Progress) lets commit offer only work in progress and unlink only linked entities.",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "The parameter holding the selected entity's value; it goes back to empty when that entity disappears " +
        "from the options. Without it the panel keeps the selection itself.",
    },
    {
      name: "operationParameter",
      type: "string",
      description:
        "The parameter each operation's payload is written to: { operation, request_id, … } with name, type, " +
        "entity_id and entity_label for create; entity_id, entity_label and name for clone and rename; " +
        "entity_id and entity_label for clear, remove, commit and unlink.",
    },
    {
      name: "enableLinked",
      type: "boolean",
      description: "Offers the Linked type for new entities (with a source entity) and the unlink operation.",
    },
    {
      name: "enableWorkInProgress",
      type: "boolean",
      description: "Offers the Work in Progress type for new entities (with a source entity) and the commit operation.",
    },
    {
      name: "operations",
      type: "string[]",
      description:
        "The operations offered, in this order; by default create, clone, rename, clear and remove, plus commit " +
        "and unlink when their types are enabled.",
      options: entityOperationNames,
    },
    { name: "isExpanded", type: "boolean", description: "Whether the list of operations starts expanded." },
    {
      name: "dataSource",
      type: "string",
      description:
        "The data source that answers the entities (and runs the operations): while it loads the panel shows " +
        "progress, and its error is shown under the panel.",
    },
    {
      name: "onOperation",
      type: "(payload, api) => void",
      description: "Called after an operation was passed on, with its payload and the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Scenarios with linked and work-in-progress types",
      template:
        "<EntityManagementPanel\n" +
        '  entity="scenario"\n' +
        '  parameter="scenario"\n' +
        '  operationParameter="scenarioOperation"\n' +
        "  enableLinked\n" +
        "  enableWorkInProgress\n" +
        "  isExpanded\n" +
        `  options={${scenarioOptions}}\n` +
        "/>",
      parameters: { scenario: "SC-2", scenarioOperation: null },
    },
    {
      title: "Cases with a chosen set of operations",
      template:
        "<EntityManagementPanel\n" +
        '  entity="case"\n' +
        '  operationParameter="caseOperation"\n' +
        '  operations={["create", "rename", "remove"]}\n' +
        "  options={frame.cases.map((c) => ({ value: c.id, label: c.title }))}\n" +
        "/>\n" +
        "<p>Last operation: {params.caseOperation ? params.caseOperation.operation : 'none yet'}</p>",
      frame: {
        cases: [
          { id: 101, title: "Crusher 2 bearing failure" },
          { id: 102, title: "Haul road B wash-out" },
        ],
      },
      parameters: { caseOperation: null },
    },
  ] satisfies ComponentExample[],
});
