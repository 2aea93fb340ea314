import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about DetailedErrorAlert in the gallery: its description, attribute table and live examples. */
export const detailedErrorAlertDocs = defineComponentDocs({
  name: "DetailedErrorAlert",
  description:
    "An error message with expandable details: 'Show more' reveals the details (or the message when there are none) " +
    "rendered as markdown, or as sanitised HTML when they contain an HTML tag; 'Show less' hides them. The close " +
    "button dismisses the alert.",
  attributes: [
    { name: "message", type: "string", description: "The short error message, always shown." },
    {
      name: "details",
      type: "string",
      description: "The longer explanation shown on expansion: markdown, or HTML (sanitised) if it contains a tag.",
    },
    { name: "title", type: "string", description: "A bold first line, e.g. what failed." },
    {
      name: "autoCollapseMs",
      type: "number",
      description: "Collapse the details again this many milliseconds after they are expanded (default: stay open).",
    },
    {
      name: "onClose",
      type: "(api) => void",
      description: "Called when the alert is dismissed with its close button, with the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Failing telematics import",
      template:
        "{params.importError ? (\n" +
        '  <DetailedErrorAlert title="Telematics import failed" message={params.importError.message}\n' +
        "    details={params.importError.details}\n" +
        '    onClose={(api) => api.setParameter("importError", null)} />\n' +
        ") : <p>No import errors.</p>}",
      parameters: {
        importError: {
          message: "3 of 1,204 GPS readings from last night's import were rejected.",
          details:
            "### Rejected rows\n\n" +
            "- **Row 212**, GP 482-117: latitude `-126.31` is out of range\n" +
            "- **Row 640**, ND 55-203: missing timestamp\n" +
            "- **Row 981**, CA 771-900: speed `412` km/h is not plausible\n\n" +
            "Fix the rows in the source file and **re-run the import** from *Data › Imports*.",
        },
      },
    },
    {
      title: "HTML details that collapse again",
      template:
        '<DetailedErrorAlert message="The fuel card feed did not respond." autoCollapseMs={15000}\n' +
        '  details="<p>The provider answered <code>503 Service Unavailable</code> three times.</p><ul><li>Last try: 06:15</li><li>Next try: 06:45</li></ul>" />',
    },
  ] satisfies ComponentExample[],
});
