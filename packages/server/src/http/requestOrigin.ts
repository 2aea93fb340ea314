import type { FastifyRequest } from "fastify";

/** The origin the client used to reach this server (honours X-Forwarded-* only when trustProxy is on). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
