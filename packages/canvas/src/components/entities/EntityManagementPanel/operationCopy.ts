import { capitalise, type EntityOperationName, type EntityPayload, type EntityType } from "./entityOperations";

/** What each operation's dialog says: its title, a line on what it does, and its submit button. */
export function operationCopy(
  operation: EntityOperationName,
  entity: string,
): { title: string; intro: string; submit: string; entityLabel: string } {
  switch (operation) {
    case "create":
      return {
        title: `Create ${entity}`,
        intro: `Add a new ${entity} with a name of its own.`,
        submit: "Create",
        entityLabel: `Source ${entity}`,
      };
    case "clone":
      return {
        title: `Clone ${entity}`,
        intro: `Copy a ${entity}, with everything in it, under a new name.`,
        submit: "Clone",
        entityLabel: `${capitalise(entity)} to clone`,
      };
    case "rename":
      return {
        title: `Rename ${entity}`,
        intro: `Give a ${entity} a new name; everything else stays as it is.`,
        submit: "Rename",
        entityLabel: `${capitalise(entity)} to rename`,
      };
    case "clear":
      return {
        title: `Clear ${entity}`,
        intro: `Empty a ${entity}'s values. The ${entity} itself and its name stay.`,
        submit: "Clear",
        entityLabel: `${capitalise(entity)} to clear`,
      };
    case "remove":
      return {
        title: `Remove ${entity}`,
        intro: `Delete a ${entity} for everyone.`,
        submit: "Remove",
        entityLabel: `${capitalise(entity)} to remove`,
      };
    case "commit":
      return {
        title: `Commit ${entity}`,
        intro: `Write a work-in-progress ${entity} back into the ${entity} it was made from.`,
        submit: "Commit",
        entityLabel: `${capitalise(entity)} to commit`,
      };
    case "unlink":
      return {
        title: `Unlink ${entity}`,
        intro: `Turn a linked ${entity} into an independent copy of its source.`,
        submit: "Unlink",
        entityLabel: `${capitalise(entity)} to unlink`,
      };
  }
}

/** The second, warning confirmation of clear, remove, commit and unlink. */
export function confirmationCopy(
  operation: "clear" | "remove" | "commit" | "unlink",
  entity: string,
  label: string,
): { title: string; message: string; destructive: boolean } {
  switch (operation) {
    case "clear":
      return {
        title: `Clear the ${entity} '${label}'?`,
        message: `Its values are emptied for everyone. This cannot be undone.`,
        destructive: true,
      };
    case "remove":
      return {
        title: `Remove the ${entity} '${label}'?`,
        message: `It is deleted for everyone. This cannot be undone.`,
        destructive: true,
      };
    case "commit":
      return {
        title: `Commit the ${entity} '${label}'?`,
        message: `Its values replace those of the ${entity} it was made from, and the work in progress is closed.`,
        destructive: false,
      };
    case "unlink":
      return {
        title: `Unlink the ${entity} '${label}'?`,
        message: `It stops following its source and keeps a copy of the source's values.`,
        destructive: false,
      };
  }
}

/** One line on each type, shown under the type choice. */
export const typeHints: Readonly<Record<EntityType, string>> = {
  Value: "Holds values of its own.",
  Linked: "Follows the values of its source until it is unlinked.",
  "Work in Progress": "A draft copy of its source, committed back into it when ready.",
};

/** The toast once the data source has answered after an operation: what was done, to which entity. */
export function doneCopy(payload: EntityPayload, entity: string): string {
  const Entity = capitalise(entity);
  switch (payload.operation) {
    case "create":
      return `${Entity} '${payload.name}' created.`;
    case "clone":
      return `${Entity} '${payload.entity_label}' cloned as '${payload.name}'.`;
    case "rename":
      return `${Entity} '${payload.entity_label}' renamed to '${payload.name}'.`;
    case "clear":
      return `${Entity} '${payload.entity_label}' cleared.`;
    case "remove":
      return `${Entity} '${payload.entity_label}' removed.`;
    case "commit":
      return `${Entity} '${payload.entity_label}' committed.`;
    case "unlink":
      return `${Entity} '${payload.entity_label}' unlinked.`;
  }
}
