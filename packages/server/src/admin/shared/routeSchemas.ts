import { apiErrorBodySchema, TOTAL_COUNT_HEADER } from "@storyframe/core";
import type { FastifyReply } from "fastify";

/** The error answers every admin call may give. */
export const errorResponses = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/** Puts the number of matching entries in `X-Total-Count` (exposed to the browser). */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  reply.header("Access-Control-Expose-Headers", TOTAL_COUNT_HEADER);
}

export const bearer = [{ bearer: [] }];

/**
 * For long lists (10,000 users): the presenters already give the documented
 * shape, so the answer is written with JSON.stringify instead of being
 * validated against its schema entry by entry first.
 */
export const presentedJson = () => (data: unknown) => JSON.stringify(data);
