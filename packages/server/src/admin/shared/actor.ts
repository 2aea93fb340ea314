import type { FastifyRequest } from "fastify";
import { principalOf } from "../../auth/accessControl";

/** Who makes an admin call: the signed-in user as their token describes them. */
export type Actor = {
  /** Null for a principal that is not a user of the tenant's table (an external token, a test token). */
  id: string | null;
  name: string;
  emailAddress: string | null;
  domainName: string;
  effectiveTags: readonly string[];
};

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
