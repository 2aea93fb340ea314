import { MAX_NESTING_DEPTH, NON_FIELD_ERRORS, nestingExceeds, nestingTooDeepMessage } from "@storyframe/core";
import type { FastifyInstance } from "fastify";
import { InvalidError } from "../shared/domainErrors";

/** Refuses input nested deeper than core's MAX_NESTING_DEPTH with a 400 naming the limit. */
export function refuseDeepNesting(value: unknown): void {
  if (nestingExceeds(value, MAX_NESTING_DEPTH)) {
    throw new InvalidError({ [NON_FIELD_ERRORS]: [nestingTooDeepMessage(MAX_NESTING_DEPTH)] });
  }
}

/**
 * Refuses a request body nested too deeply before schema validation runs: the
 * schemas of recursive input (template include hierarchies, menu trees, JSON
 * values) recurse, and hostile nesting would otherwise overflow the stack (a 500).
 */
export function installInputDepthLimit(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => refuseDeepNesting(request.body));
}
