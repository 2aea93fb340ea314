/**
 * The entity panel's operations, types, validation messages and payloads (canvas-components §3 Entity, §5
 * Entity create/clone/rename/…, §9 default operations). Pure: the panel and its dialogs only render these.
 */

export const entityOperationNames = ["create", "clone", "rename", "clear", "remove", "commit", "unlink"] as const;
export type EntityOperationName = (typeof entityOperationNames)[number];

const entityTypes = ["Value", "Linked", "Work in Progress"] as const;
export type EntityType = (typeof entityTypes)[number];

/** An entity the user can pick (canvas-components §3, Entity option); `type` lets commit and unlink narrow the list. */
export type EntityOption = { value: string | number; label: string; type?: string | undefined };

/** The fields of an operation's form; `entity` is the entity acted on (for create, the source entity). */
export type EntityForm = { name: string; type: EntityType | ""; entity: EntityOption | null };
export type EntityFormField = keyof EntityForm;
export type EntityFormErrors = Partial<Record<EntityFormField, string>>;

/** The payload passed on for each operation (canvas-components §3), with the operation's name. */
export type EntityPayload =
  | {
      operation: "create";
      name: string;
      type: EntityType;
      entity_id: string | number | null;
      entity_label: string | null;
    }
  | { operation: "clone" | "rename"; entity_id: string | number; entity_label: string; name: string }
  | { operation: "clear" | "remove" | "commit" | "unlink"; entity_id: string | number; entity_label: string };

/** The payload of an operation that asks for a second warning confirmation before it is passed on. */
export type ConfirmedPayload = Extract<EntityPayload, { operation: "clear" | "remove" | "commit" | "unlink" }>;

const confirmedOperations: ReadonlySet<EntityOperationName> = new Set(["clear", "remove", "commit", "unlink"]);

/** Clear, remove, commit and unlink go through a second warning confirmation (canvas-components §4). */
export const needsConfirmation = (payload: EntityPayload): payload is ConfirmedPayload =>
  confirmedOperations.has(payload.operation);

export type OperationSettings = {
  enableLinked: boolean;
  enableWorkInProgress: boolean;
};

/** The spec's default: create, clone, rename, clear, remove, plus commit (work in progress) and unlink (linked). */
export function defaultOperations({ enableLinked, enableWorkInProgress }: OperationSettings): EntityOperationName[] {
  return [
    "create",
    "clone",
    "rename",
    "clear",
    "remove",
    ...(enableWorkInProgress ? (["commit"] as const) : []),
    ...(enableLinked ? (["unlink"] as const) : []),
  ];
}

/** The types a new entity may have: always Value, plus Linked and Work in Progress when enabled. */
export function availableTypes({ enableLinked, enableWorkInProgress }: OperationSettings): EntityType[] {
  return entityTypes.filter(
    (type) =>
      type === "Value" || (type === "Linked" && enableLinked) || (type === "Work in Progress" && enableWorkInProgress),
  );
}

/** A type copies or follows a source entity: Linked and Work in Progress do. */
export const needsSource = (type: EntityType | ""): boolean => type === "Linked" || type === "Work in Progress";

/**
 * The entities an operation may act on. Commit applies to work in progress and unlink to linked entities, so
 * when the options say their type the list narrows to those; without types every option is offered.
 */
export function eligibleOptions(operation: EntityOperationName, options: readonly EntityOption[]): EntityOption[] {
  const wanted = operation === "commit" ? "Work in Progress" : operation === "unlink" ? "Linked" : undefined;
  if (wanted === undefined || !options.some((option) => option.type !== undefined)) return [...options];
  return options.filter((option) => option.type === wanted);
}

/** The validation messages of canvas-components §5, with the entity's noun (e.g. "scenario") put in. */
export const entityMessages = {
  nameRequired: (entity: string) => `Please supply a name for the new ${entity}.`,
  typeRequired: (entity: string) => `Please select a type for the new ${entity}.`,
  sourceRequired: (entity: string) => `Please select a ${entity} to use as the source.`,
  duplicateName: (name: string, entity: string) =>
    `'${name}' is an existing ${entity} Name!  Please choose a different name.`,
  selectionRequired: (entity: string, operation: Exclude<EntityOperationName, "create">) =>
    `Please select a ${entity} to ${operation}.`,
  newNameRequired: (entity: string) => `Please supply a new name for the ${entity}.`,
};

/**
 * Whether `name` (already trimmed) equals an existing entity's label. The spec says a name "must not equal an
 * existing label", so the comparison is exact and case-sensitive after trimming both: 'Peak' and 'peak' are two
 * names.
 */
export const isExistingName = (name: string, options: readonly EntityOption[]): boolean =>
  options.some((option) => option.label.trim() === name);

/** The form's problems for `operation`, each under its field; empty when it may be passed on. */
export function validateOperation(
  operation: EntityOperationName,
  form: EntityForm,
  context: { entity: string; options: readonly EntityOption[]; types: readonly EntityType[] },
): EntityFormErrors {
  const { entity, options, types } = context;
  const name = form.name.trim();
  const errors: EntityFormErrors = {};
  const checkNewName = (missing: string) => {
    if (name === "") errors.name = missing;
    else if (isExistingName(name, options)) errors.name = entityMessages.duplicateName(name, entity);
  };
  switch (operation) {
    case "create":
      checkNewName(entityMessages.nameRequired(entity));
      if (types.length > 1 && form.type === "") errors.type = entityMessages.typeRequired(entity);
      if (needsSource(form.type) && form.entity === null) errors.entity = entityMessages.sourceRequired(entity);
      break;
    case "clone":
      if (form.entity === null) errors.entity = entityMessages.selectionRequired(entity, "clone");
      checkNewName(entityMessages.nameRequired(entity));
      break;
    case "rename":
      if (form.entity === null) errors.entity = entityMessages.selectionRequired(entity, "rename");
      checkNewName(entityMessages.newNameRequired(entity));
      break;
    default:
      if (form.entity === null) errors.entity = entityMessages.selectionRequired(entity, operation);
  }
  return errors;
}

/** The payload of a valid form (see `validateOperation`): names trimmed, the entity's id and label. */
export function payloadOf(
  operation: EntityOperationName,
  form: EntityForm,
  types: readonly EntityType[],
): EntityPayload {
  const name = form.name.trim();
  if (operation === "create") {
    const type: EntityType = types.length > 1 && form.type !== "" ? form.type : "Value";
    const source = needsSource(type) ? form.entity : null;
    return {
      operation,
      name,
      type,
      entity_id: source?.value ?? null,
      entity_label: source?.label ?? null,
    };
  }
  const { entity } = form;
  if (entity === null) throw new Error(`The ${operation} form has no entity.`);
  if (operation === "clone" || operation === "rename") {
    return { operation, entity_id: entity.value, entity_label: entity.label, name };
  }
  return { operation, entity_id: entity.value, entity_label: entity.label };
}

/**
 * Whether the selected entity must go back to none: it is not among the options, and it was among the options
 * before (it disappeared) or options have arrived without it. While the first options are still loading
 * (none yet) a selection restored from the address is kept.
 */
export function selectionDisappeared(
  selected: string | number | null,
  options: readonly EntityOption[],
  previous: readonly EntityOption[],
): boolean {
  if (selected === null) return false;
  const isIn = (list: readonly EntityOption[]) => list.some((option) => option.value === selected);
  if (isIn(options)) return false;
  return options.length > 0 || isIn(previous);
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
