/** The <FileUpload /> tag without its props schema (`FileUpload.meta.ts`, loaded with the component): its attributes. */
export const fileUploadTag = {
  name: "FileUpload",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: [
    "buttonLabel",
    "accept",
    "multiple",
    "dropArea",
    "dropHint",
    "parameter",
    "disabled",
    "onFilesSelected",
  ],
} as const;
