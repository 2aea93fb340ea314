import type { FastifyRequest } from "fastify";
import { principalOf } from "../../auth/accessControl";
import type { Actor } from "./actor";

/** The actor of an admin call: the signed-in caller. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  return {
    id: principal.userId,
    name: principal.name,
    emailAddress: principal.email,
    domainName: principal.domainName,
    effectiveTags: principal.effectiveTags,
  };
}
