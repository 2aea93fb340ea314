import { apiErrorBodySchema, domainNameSchema, TAGS } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/accessControl";
import { ForbiddenError, NotFoundError } from "../shared/domainErrors";
import { activeBranchOf, assertMayReadBranch, mayReadEveryBranch } from "./policy";
import type { BranchRecord } from "./repository";
import type { BranchService } from "./service";

export type BranchRoutesOptions = { branches: BranchService };

const branchSchema = z.object({
  id: z.string(),
  name: z.string(),
  domainName: z.string(),
  createdFrom: z.string().nullable(),
  createdOnMs: z.number(),
});
const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const pathParams = z.object({ domain: domainNameSchema, name: z.string().min(1).max(200) });
const writeBody = z
  .object({
    createdFrom: z.string().min(1).max(200).default("main"),
    /** When true an existing branch is a conflict (409) instead of being answered: a new branch is wanted. */
    createOnly: z.boolean().default(false),
  })
  .prefault({});
const upsertBody = z.object({
  name: z.string().min(1, "name is required.").max(200),
  domainName: domainNameSchema,
  createdFrom: z.string().min(1).max(200).default("main"),
});
const searchQuery = z.object({
  Name: z.string().max(200).optional(),
  DomainName: domainNameSchema.optional(),
  orderBy: z.enum(["name", "-name", "createdOnMs", "-createdOnMs"]).optional(),
});
const present = ({ createdBy: _by, revision: _revision, ...branch }: BranchRecord) => branch;
const developerOnly = { access: { tags: [TAGS.developerTools] } };
const signedIn = { access: { tags: [] as string[] } };

/**
 * The spec's branch calls of the core API. Reading needs a signed-in user, and a branch other than the
 * tenant's active one developer-tools::access; changes need developer-tools::access. Every branch name is
 * normalised by the branch-name rule (decision 063).
 */
export const branchRoutes: FastifyPluginAsyncZod<BranchRoutesOptions> = async (app, { branches }) => {
  app.get(
    "/api/branches",
    {
      config: signedIn,
      schema: {
        tags: ["branches"],
        summary: "Search branches",
        querystring: searchQuery,
        response: { 200: z.array(branchSchema), ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const domainName = principal.domainName;
      await branches.ensureMain(domainName);
      const { Name, orderBy } = request.query;
      const listed = await branches.list(domainName, {
        ...(Name ? { name: Name } : {}),
        ...(orderBy ? { orderBy } : {}),
      });
      // Without developer-tools::access the tenant has one branch to show: its active one.
      const visible = mayReadEveryBranch(principal)
        ? listed
        : listed.filter((branch) => branch.name === activeBranchOf(domainName));
      return visible.map(present);
    },
  );

  app.get(
    "/api/branches/:domain/:name",
    {
      config: signedIn,
      schema: {
        tags: ["branches"],
        summary: "One branch",
        params: pathParams,
        response: { 200: branchSchema, ...errors },
      },
    },
    async (request) => {
      const { domain, name } = request.params;
      const normal = branches.validName(name);
      assertMayReadBranch(principalOf(request), domain, normal);
      return present(await branches.require(domain, normal));
    },
  );

  app.put(
    "/api/branches/:domain/:name",
    {
      config: developerOnly,
      schema: {
        tags: ["branches"],
        summary: "Create the branch from another (main by default) unless it exists",
        description:
          "Answers an existing branch as it is (200), or with `createOnly: true` refuses it with 409 " +
          "`Branch '<name>' already exists.`",
        params: pathParams,
        body: writeBody,
        response: { 200: branchSchema, 201: branchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { domain, name } = request.params;
      const { createdFrom, createOnly } = request.body;
      const userId = principalOf(request).userId;
      if (createOnly) return reply.status(201).send(present(await branches.create(domain, name, createdFrom, userId)));
      const result = await branches.upsert(domain, name, createdFrom, userId);
      return reply.status(result.created ? 201 : 200).send(present(result.branch));
    },
  );

  app.post(
    "/api/branches",
    {
      config: developerOnly,
      schema: {
        tags: ["branches"],
        summary: "Create or answer a branch (upsert)",
        body: upsertBody,
        response: { 200: branchSchema, 201: branchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (request.body.domainName !== principal.domainName)
        throw new ForbiddenError("This token belongs to another tenant.");
      const result = await branches.upsert(
        principal.domainName,
        request.body.name,
        request.body.createdFrom,
        principal.userId,
      );
      return reply.status(result.created ? 201 : 200).send(present(result.branch));
    },
  );

  app.delete(
    "/api/branches/:domain/:name",
    {
      config: developerOnly,
      schema: {
        tags: ["branches"],
        summary: "Delete a branch and its content (never main nor the tenant's active branch)",
        params: pathParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await branches.delete(request.params.domain, request.params.name);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/branches/:id",
    {
      config: developerOnly,
      schema: {
        tags: ["branches"],
        summary: "Delete a branch by id",
        params: z.object({ id: z.uuid("must be a branch id") }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const domainName = principalOf(request).domainName;
      const branch = await branches.findById(domainName, request.params.id);
      if (!branch) throw new NotFoundError(`No branch with id ${request.params.id}.`);
      await branches.delete(domainName, branch.name);
      return reply.status(204).send(null);
    },
  );
};
