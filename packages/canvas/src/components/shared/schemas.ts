import { z } from "zod";

/** An author callback: one of the template's arrow functions. */
export type AuthorCallback = (...args: unknown[]) => unknown;

/** A callback prop (onChange, onClose…): the template passes one of its arrow functions. */
export const callbackSchema = z
  .custom<AuthorCallback>((value) => typeof value === "function", { message: "Expected a function." })
  .optional();
