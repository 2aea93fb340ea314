import { z } from "zod";
import { firstRowsSchema } from "../data/firstRows";

/** Names of content objects: letters, digits, '-', '_' and '.', with '/' separating folders (templates, endpoints). */
export const contentNameSchema = z
  .string()
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/,
    "may contain letters, digits, '-', '_', '.' and '/' between parts",
  );

const tagListSchema = z.array(z.string().min(1)).default([]);

/** The base model every stored content object carries (platform-shell §3). */
export const baseModelSchema = z.object({
  name: z.string(),
  schemaVersion: z.number().int(),
  object: z.string(),
  createdOnMs: z.number(),
  storedOnMs: z.number(),
  version: z.number().int(),
});
export type BaseModel = z.infer<typeof baseModelSchema>;

const dataSourceParameterSchema = z.object({
  name: z.string().min(1),
  defaultValue: z.unknown().optional(),
  isRequired: z.boolean().default(false),
  isOptional: z.boolean().default(false),
});

/** A named data source of a storyline (platform-shell §3, Datasource). */
export const dataSourceSchema = z.object({
  name: contentNameSchema,
  autoRefresh: z.boolean().default(true),
  parameters: z.array(dataSourceParameterSchema).default([]),
  defaultData: z.unknown().optional(),
  /**
   * Path segments of the data endpoint, e.g. ["fleet", "utilisation"]. A `.` or `..` segment is refused: an address
   * would resolve it away and read another path than the endpoint's.
   */
  apiEndpoint: z.array(z.string().regex(/^(?!\.{1,2}$)[A-Za-z0-9._-]+$/, "must be a plain path segment")).default([]),
  /**
   * Data sources this one cascades from: while one of them is still loading
   * and this one has no data yet, its own result waits for theirs.
   */
  dependsOn: z.array(contentNameSchema).default([]),
  /**
   * Rows to show while the whole answer loads: the viewer first asks for this many (in the query's order), shows
   * them, then asks for all. For a large answer (a log of many thousand rows) whose first screen matters.
   */
  firstRows: firstRowsSchema.optional(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/**
 * A data source as a storyline's answer carries it: the server adds `writes: true` when its endpoint writes
 * (`"writes": true` in the endpoint's definition), so the viewer sends it with POST, never as a GET of the data API.
 * Not authored: `dataSourceSchema` drops the field from a stored data source.
 */
export const storylineDataSourceSchema = dataSourceSchema.extend({ writes: z.boolean().optional() });
export type StorylineDataSource = z.infer<typeof storylineDataSourceSchema>;

const slotSchema = z.object({ name: z.string().min(1), dataSource: z.string().min(1) });

export const paragraphSchema = z.object({
  name: contentNameSchema,
  title: z.string().default(""),
  templateName: contentNameSchema,
  slots: z.array(slotSchema).default([]),
  dataSources: z.array(z.string()).default([]),
  /** Frame data handed to the template. */
  data: z.record(z.string(), z.unknown()).default({}),
});
export type Paragraph = z.infer<typeof paragraphSchema>;

export const pageSchema = z.object({
  name: contentNameSchema,
  template: contentNameSchema.optional(),
  paragraphs: z.array(paragraphSchema).min(1, "a page needs at least one paragraph"),
  dataSources: z.array(z.string()).default([]),
});

export const chapterSchema = z.object({
  name: contentNameSchema,
  pages: z.array(pageSchema).min(1, "a chapter needs at least one page"),
  dataSources: z.array(z.string()).default([]),
});

/** Where a stored parameter is kept (platform-shell §4, Stored parameters). */
export const storedParameterSchema = z.object({
  /** `localStorage` (the default) or the page address. */
  target: z.enum(["localStorage", "url"]).default("localStorage"),
  /** Shared by every storyline instead of being prefixed with the storyline id. */
  global: z.boolean().default(false),
});
export type StoredParameter = z.infer<typeof storedParameterSchema>;

const filterOptionSchema = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** A filter of the storyline's filter bar: one parameter and how to edit it. */
export const storylineFilterSchema = z
  .object({
    parameter: z.string().min(1),
    label: z.string().min(1),
    type: z.enum(["text", "number", "date", "select", "multiselect"]).default("text"),
    /** Fixed options of a select. */
    options: z.array(filterOptionSchema).default([]),
    /** Options read from the rows of one of the storyline's data sources. */
    optionsFrom: z
      .object({
        dataSource: z.string().min(1),
        valueField: z.string().min(1),
        labelField: z.string().min(1).optional(),
      })
      .optional(),
    /** Label of the empty choice of a select; without it a select must have a value. */
    emptyLabel: z.string().optional(),
    /** Bounds of a number. */
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
    /**
     * The parameter of another filter of the same type this one may not exceed: a From declares its To, so
     * a From after its To (or a To before its From) is refused at the field.
     */
    notAfter: z.string().min(1).optional(),
    /** Keep the value between visits. */
    persist: storedParameterSchema.optional(),
  })
  .refine((filter) => filter.min === undefined || filter.max === undefined || filter.min <= filter.max, {
    message: "min must not be greater than max",
    path: ["max"],
  })
  .refine((filter) => filter.notAfter === undefined || filter.type === "date" || filter.type === "number", {
    message: "notAfter applies to date and number filters",
    path: ["notAfter"],
  });
export type StorylineFilter = z.infer<typeof storylineFilterSchema>;

/** A filter's `notAfter` names another filter of the same type. */
function checkFilterOrder(filters: readonly StorylineFilter[], context: z.RefinementCtx): void {
  filters.forEach((filter, index) => {
    if (filter.notAfter === undefined) return;
    const other = filters.find((candidate) => candidate.parameter === filter.notAfter);
    if (other && other !== filter && other.type === filter.type) return;
    context.addIssue({
      code: "custom",
      message: `notAfter must name another ${filter.type} filter`,
      path: [index, "notAfter"],
    });
  });
}

/** A storyline as authored (`storylines/<name>/storyline.json`). */
export const storylineSchema = z.object({
  name: contentNameSchema,
  title: z.string().min(1),
  description: z.string().default(""),
  requiredTags: tagListSchema,
  chapters: z.array(chapterSchema).min(1, "a storyline needs at least one chapter"),
  /** Names of the data sources (from `datasources/`) the storyline uses. */
  dataSources: z.array(z.string()).default([]),
  /** Initial parameter values. */
  parameterValues: z.record(z.string(), z.unknown()).default({}),
  /** The filter bar above the canvas. */
  filters: z.array(storylineFilterSchema).superRefine(checkFilterOrder).default([]),
});
export type Storyline = z.infer<typeof storylineSchema>;

/** A template's JSX as a save accepts it: at most 500 KB. */
export const templateJsxTextSchema = z.string().max(500_000, "the template is larger than 500 KB");
/** A template's CSS as a save accepts it: at most 500 KB. */
export const templateCssTextSchema = z.string().max(500_000, "the CSS is larger than 500 KB");

/** A template: JSX-like text, optional CSS, and the paths of the templates it includes. */
export const templateSchema = z.object({
  jsx: z.string(),
  css: z.string().default(""),
  includes: z.array(contentNameSchema).default([]),
});
export type Template = z.infer<typeof templateSchema>;

/**
 * A template's compiled form as a storyline's answer carries it (made by the canvas engine's `compileTemplate`):
 * its `format`, then either the template language's `tree` or the parse `error`. Only the envelope is checked
 * here; the renderer reads the tree, and parses the JSX instead when the format is not its own. Not authored:
 * the server computes it and never accepts one.
 */
export const compiledTemplateSchema = z.looseObject({
  format: z.number().int(),
  tree: z.unknown().optional(),
  error: z.object({ reason: z.string(), line: z.number().int(), column: z.number().int() }).optional(),
});
export type CompiledTemplateEnvelope = z.infer<typeof compiledTemplateSchema>;

/**
 * A template as a storyline's answer carries it: as stored, with its compiled form and the stored `version`, which
 * an editor sends back when it saves the template (a stale one is refused).
 */
export const storylineTemplateSchema = templateSchema.extend({
  compiled: compiledTemplateSchema.optional(),
  version: z.number().int().min(1).optional(),
});
export type StorylineTemplate = z.infer<typeof storylineTemplateSchema>;

const menuIconSchema = z.object({
  type: z.enum(["URL", "BuiltIn", "Binary"]),
  content: z.string().min(1),
});

export type MenuItem = {
  name: string;
  title: string;
  description: string;
  displayOrder: number;
  icon?: z.infer<typeof menuIconSchema> | undefined;
  url?: string | undefined;
  storyline?: string | undefined;
  requiredTags: string[];
  menuLocationId: number;
  children: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.lazy(() =>
  z.object({
    name: contentNameSchema,
    title: z.string().min(1),
    description: z.string().default(""),
    displayOrder: z.number().int().default(0),
    icon: menuIconSchema.optional(),
    url: z.string().startsWith("/").optional(),
    storyline: contentNameSchema.optional(),
    requiredTags: tagListSchema,
    menuLocationId: z.number().int().default(1),
    children: z.array(menuItemSchema).default([]),
  }),
);

/** The menu of a tenant branch (`menu.json`). */
export const menuSchema = z.object({ items: z.array(menuItemSchema) });
export type Menu = z.infer<typeof menuSchema>;

/** The types a data endpoint's parameter may declare; `json` is an object or list, bound as its JSON text. */
export const endpointParameterTypes = [
  "string",
  "number",
  "integer",
  "boolean",
  "date",
  "timestamp",
  "string[]",
  "number[]",
  "json",
] as const;

export const endpointParameterSchema = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an identifier"),
  type: z.enum(endpointParameterTypes),
  required: z.boolean().default(false),
  default: z.unknown().optional(),
});

/**
 * The most rows one endpoint may be allowed to answer: as many as an Excel sheet holds under its
 * header row, so whatever an endpoint answers can still be exported to one sheet.
 */
const MAX_ENDPOINT_ROWS = 1_048_575;

/**
 * An endpoint's own row cap (`"maxRows"` in its `.json`), in place of the installation's
 * (`STORYFRAME_QUERY_ROW_LIMIT`) for that endpoint alone: higher for a table meant to be exported,
 * lower for one that must stay small.
 */
const endpointMaxRowsSchema = z
  .number()
  .int("must be a whole number of rows")
  .min(1, "must be at least 1")
  .max(MAX_ENDPOINT_ROWS, `must be at most ${MAX_ENDPOINT_ROWS.toLocaleString("en-US")} (the rows of an Excel sheet)`);

/**
 * The connection an endpoint runs on when it names none: each tenant's embedded DuckDB, which accepts writes.
 * A named connection accepts them when the tenant defined it so (a PostgreSQL store, decision 086).
 */
export const WRITABLE_CONNECTION = "default";

/** The field of a writing endpoint's operation that identifies the request, so a retry is applied once. */
export const OPERATION_REQUEST_ID_FIELD = "request_id";

/**
 * A data endpoint (`data/<path>.sql` with `data/<path>.json`): a parameterised query on a named connection.
 * With `writes: true` its statements may change data: they run in one transaction on its connection (the
 * embedded DuckDB, or a PostgreSQL connection that accepts writes), once per request id carried by the `json`
 * parameter named in `operationParameter`, and the endpoint answers the rows of its final SELECT
 * (docs/data-connections.md). `postgresSql` (`data/<path>.postgres.sql`) is the query in PostgreSQL's dialect,
 * run in place of `sql` when the connection is a PostgreSQL one: for an endpoint whose connection is DuckDB on
 * one installation and PostgreSQL on another.
 */
export const dataEndpointSchema = z
  .object({
    connection: z.string().min(1).default(WRITABLE_CONNECTION),
    writes: z.boolean().default(false),
    operationParameter: z.string().min(1).optional(),
    parameters: z.array(endpointParameterSchema).default([]),
    maxRows: endpointMaxRowsSchema.optional(),
    /**
     * Who may read the endpoint. Absent: whoever may read a storyline that uses it (developers alone when none
     * does). Declared (`[]` for everyone): exactly these tags, which must be at least those of every storyline
     * using it (decision 070). An endpoint that writes must declare them: who may change data is said, not
     * inferred.
     */
    requiredTags: z.array(z.string().min(1)).optional(),
    /**
     * The endpoint's cost budget: at most this many of its queries run at once per tenant, whoever sent them;
     * more wait in the tenant's line. For an expensive endpoint, so it cannot take every place (decision 070).
     */
    maxConcurrentQueries: z.number().int("must be a whole number").min(1, "must be at least 1").optional(),
    sql: z.string().min(1, "the query is empty"),
    postgresSql: z.string().min(1, "the query is empty").optional(),
  })
  .superRefine((endpoint, context) => {
    if (!endpoint.writes) {
      if (endpoint.operationParameter !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["operationParameter"],
          message: 'is only used by an endpoint that writes ("writes": true)',
        });
      }
      return;
    }
    if (endpoint.requiredTags === undefined) {
      context.addIssue({
        code: "custom",
        path: ["requiredTags"],
        message: "an endpoint that writes declares the tags it needs (requiredTags; [] for every signed-in user)",
      });
    }
    if (endpoint.operationParameter === undefined) {
      context.addIssue({
        code: "custom",
        path: ["operationParameter"],
        message: "an endpoint that writes names the json parameter that carries its operation",
      });
      return;
    }
    const declared = endpoint.parameters.find((parameter) => parameter.name === endpoint.operationParameter);
    if (declared?.type !== "json") {
      context.addIssue({
        code: "custom",
        path: ["operationParameter"],
        message: `names '${endpoint.operationParameter}', which must be declared as a parameter of type json`,
      });
    }
  });
export type DataEndpoint = z.infer<typeof dataEndpointSchema>;

/** The kinds of content objects, as stored. */
export const contentKinds = ["storyline", "template", "menu", "datasource", "endpoint"] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The current schema version of each kind's stored object. */
export const CONTENT_SCHEMA_VERSION = 1;
