import { isValidElement, type ReactNode } from "react";
import { z } from "zod";

/** Whether a value is something React can render: text, a number, an element, nothing, or a list of these. */
export function isRenderable(value: unknown): value is ReactNode {
  if (value === null || value === undefined || typeof value === "boolean") return true;
  if (typeof value === "string" || typeof value === "number") return true;
  if (Array.isArray(value)) return value.every(isRenderable);
  return isValidElement(value);
}

/** An attribute that takes content: text or JSX, such as `actions={<Button>Save</Button>}`. */
export const nodeSchema = z.custom<ReactNode>(isRenderable, { message: "Expected text or JSX content." });
