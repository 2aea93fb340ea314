import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about FileUpload in the gallery: its description, attribute table and live examples. */
export const fileUploadDocs = defineComponentDocs({
  name: "FileUpload",
  description:
    "A button that opens the file dialog, optionally inside an area files can be dragged onto. The chosen files " +
    "are listed (each can be removed again), their names stored in the parameter, and onFilesSelected receives " +
    "their name, size, type and last modified time.",
  attributes: [
    { name: "buttonLabel", type: "string", description: "The button's text (default 'Select File')." },
    {
      name: "accept",
      type: "string",
      description: "Accepted files, comma-separated: extensions ('.csv'), MIME types or wildcards ('image/*').",
    },
    { name: "multiple", type: "boolean", description: "Allows choosing several files at once (default false)." },
    {
      name: "dropArea",
      type: "boolean",
      description: "Shows an area files can be dropped onto, highlighted while a file is dragged over it.",
    },
    {
      name: "dropHint",
      type: "string",
      description: "The drop area's hint (default 'Drag and drop a file here' or '...files here').",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "Name of the parameter that receives the chosen file's name, or the list of names with multiple (null when none).",
    },
    { name: "disabled", type: "boolean", description: "Disables choosing and dropping files." },
    {
      name: "onFilesSelected",
      type: "(files, api) => void",
      description:
        "Called with the chosen files, each as { name, size, type, lastModified } (size in bytes), then the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Import a load plan",
      template:
        "<div style={{ maxWidth: 480 }}>\n" +
        '  <FileUpload buttonLabel="Choose load plan" accept=".csv,.xlsx" parameter="loadPlanFile" />\n' +
        '  <p>Selected: {params.loadPlanFile ?? "no file yet"}</p>\n' +
        "</div>",
      parameters: { loadPlanFile: null },
    },
    {
      title: "Drop site photos",
      template:
        "<div style={{ maxWidth: 480 }}>\n" +
        '  <FileUpload dropArea multiple accept="image/*" buttonLabel="Browse photos" parameter="sitePhotos"\n' +
        '    dropHint="Drag inspection photos here" />\n' +
        "  <p>{(params.sitePhotos ?? []).length} photo(s) ready to upload.</p>\n" +
        "</div>",
      parameters: { sitePhotos: [] },
    },
  ] satisfies ComponentExample[],
});
