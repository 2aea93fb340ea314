import { z } from "zod";
import { contentNameSchema, templateCssTextSchema, templateJsxTextSchema } from "../content/contentSchemas";

/** The editor link's local port (platform-shell §7, editor-extension websocket). */
export const EDITOR_LINK_DEFAULT_PORT = 11223;
export const EDITOR_LINK_DEFAULT_URL = `ws://localhost:${EDITOR_LINK_DEFAULT_PORT}`;

/** The same bounds the template save applies. */
const jsxText = templateJsxTextSchema;
const cssText = templateCssTextSchema;

/** A template as the editor link carries it, named by its path (`shared/table`). */
export const editorTemplateSchema = z.object({
  name: contentNameSchema,
  jsx: jsxText,
  css: cssText.default(""),
  includes: z.array(contentNameSchema).default([]),
});
export type EditorTemplate = z.infer<typeof editorTemplateSchema>;

/** One documented attribute of a canvas component. `default` is the JSON text of the value it takes when omitted. */
export const editorComponentAttributeSchema = z.object({
  name: z.string().min(1),
  type: z.string(),
  required: z.boolean(),
  default: z.string().optional(),
  description: z.string(),
  /** The values it allows, when it is a choice. */
  options: z.array(z.string()).optional(),
});
export type EditorComponentAttribute = z.infer<typeof editorComponentAttributeSchema>;

/** A canvas component as the component gallery documents it. */
export const editorComponentDocumentationSchema = z.object({
  name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, "must be a PascalCase component name"),
  family: z.string(),
  description: z.string(),
  /** Written `<Name />`: it takes no children. */
  selfClosing: z.boolean(),
  attributes: z.array(editorComponentAttributeSchema),
});
export type EditorComponentDocumentation = z.infer<typeof editorComponentDocumentationSchema>;

/** The storyline a message is about, on the branch the viewer shows. */
const storylineRef = { storylineId: contentNameSchema, branch: z.string().min(1) };

/** Why the web app sends the storyline's templates. */
export const templatesReasons = ["connect", "storyline", "request", "save"] as const;

// ─── Sent by the web app ────────────────────────────────────────────────────────────────────────────────

/** The storyline the viewer shows changed (or the link connected): its id, title and the templates it uses. */
const storylineLoadedSchema = z.object({
  type: z.literal("STORYLINE_LOADED"),
  ...storylineRef,
  title: z.string(),
  templateNames: z.array(contentNameSchema),
});

/** One template, as the viewer renders it now (with any applied, unsaved edit). */
const loadTemplateSchema = z.object({
  type: z.literal("LOAD_TEMPLATE"),
  ...storylineRef,
  template: editorTemplateSchema,
});

/**
 * Every template of the storyline (with its includes), as the viewer renders them now. After a SAVE_TEMPLATES,
 * `reason` is "save" and `saveError` says why the save failed, if it did.
 */
const loadTemplatesSchema = z.object({
  type: z.literal("LOAD_TEMPLATES"),
  ...storylineRef,
  reason: z.enum(templatesReasons),
  templates: z.array(editorTemplateSchema),
  saved: z.array(contentNameSchema).optional(),
  saveError: z.string().optional(),
});

const loadComponentDocumentationSchema = z.object({
  type: z.literal("LOAD_COMPONENT_DOCUMENTATION"),
  components: z.array(editorComponentDocumentationSchema),
});

/** The current frame: where it is, its template, its data and the storyline's parameter values. */
const loadCanvasDataSchema = z.object({
  type: z.literal("LOAD_CANVAS_DATA"),
  ...storylineRef,
  frame: z.object({
    id: z.string(),
    templateName: z.string(),
    chapter: z.string(),
    page: z.string(),
    paragraph: z.string(),
  }),
  frameData: z.record(z.string(), z.unknown()),
  parameters: z.record(z.string(), z.unknown()),
});

/** The CSS class names the storyline's templates use: selectors of their CSS and `className` values of their JSX. */
const loadCssClassesSchema = z.object({
  type: z.literal("LOAD_CSS_CLASSES"),
  ...storylineRef,
  classes: z.array(z.string()),
});

/** The viewer painted its frame with the templates of an UPDATE_TEMPLATE(S); `requestId` is the update's. */
const templateRenderedSchema = z.object({
  type: z.literal("TEMPLATE_RENDERED"),
  ...storylineRef,
  templateNames: z.array(contentNameSchema),
  requestId: z.string().optional(),
});

/** Every message the web app sends over the editor link. */
export const webToEditorMessageSchema = z.discriminatedUnion("type", [
  loadTemplateSchema,
  loadTemplatesSchema,
  loadComponentDocumentationSchema,
  loadCanvasDataSchema,
  loadCssClassesSchema,
  storylineLoadedSchema,
  templateRenderedSchema,
]);
export type WebToEditorMessage = z.infer<typeof webToEditorMessageSchema>;

// ─── Received by the web app ────────────────────────────────────────────────────────────────────────────

/** Messages from the editor may name the storyline they mean; one the viewer no longer shows is ignored. */
const forStoryline = { storylineId: contentNameSchema.optional() };
const requestId = z.string().max(100).optional();

const requestTemplateSchema = z.object({
  type: z.literal("REQUEST_TEMPLATE"),
  ...forStoryline,
  templateName: contentNameSchema,
});

const requestTemplatesSchema = z.object({ type: z.literal("REQUEST_TEMPLATES"), ...forStoryline });

/**
 * Saves templates to the server. With `templates`, those texts; without, every template of the storyline that has
 * an applied, unsaved edit.
 */
const saveTemplatesSchema = z.object({
  type: z.literal("SAVE_TEMPLATES"),
  ...forStoryline,
  templates: z.array(editorTemplateSchema).optional(),
});

/** Re-renders the viewer's frame with a changed template, live: nothing is saved. */
const updateTemplateSchema = z.object({
  type: z.literal("UPDATE_TEMPLATE"),
  ...forStoryline,
  template: editorTemplateSchema,
  requestId,
});

const updateTemplatesSchema = z.object({
  type: z.literal("UPDATE_TEMPLATES"),
  ...forStoryline,
  templates: z.array(editorTemplateSchema).min(1),
  requestId,
});

/** Every message the web app accepts over the editor link. */
export const editorToWebMessageSchema = z.discriminatedUnion("type", [
  requestTemplateSchema,
  requestTemplatesSchema,
  saveTemplatesSchema,
  updateTemplateSchema,
  updateTemplatesSchema,
]);
export type EditorToWebMessage = z.infer<typeof editorToWebMessageSchema>;

/** The outcome of reading a message off the link: the message, or why it was refused. */
export type ParsedLinkMessage<Message> = { ok: true; message: Message } | { ok: false; problem: string };

function parseLinkMessage<Message>(schema: z.ZodType<Message>, text: string): ParsedLinkMessage<Message> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { ok: false, problem: `${where}${issue?.message ?? "invalid message"}` };
}

/** Reads a message the editor sent to the web app. */
export function parseEditorToWebMessage(text: string): ParsedLinkMessage<EditorToWebMessage> {
  return parseLinkMessage(editorToWebMessageSchema, text);
}

/** Reads a message the web app sent to the editor. */
export function parseWebToEditorMessage(text: string): ParsedLinkMessage<WebToEditorMessage> {
  return parseLinkMessage(webToEditorMessageSchema, text);
}
