import {
  apiErrorBodySchema,
  createdShareLinkSchema,
  SHARE_LINK_PAGE,
  SHARE_LINK_PATHS,
  shareGrantSchema,
  shareLinkCreateSchema,
  shareLinkIdParamsSchema,
  shareLinkListQuerySchema,
  shareLinkListSchema,
  shareLinkMessages,
  shareLinkSchema,
  TAGS,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/accessControl";
import { requestOrigin } from "../http/requestOrigin";
import { NotFoundError } from "../shared/domainErrors";
import type { ShareLinkService } from "./service";

export type ShareLinkRoutesOptions = { shareLinks: ShareLinkService };

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/**
 * Share links (decision 078): created with `share-links::create`, listed and revoked by their creator (every
 * link of the tenant with `share-links::manage`), and read by a link's own bearer (`/current`, one use each).
 */
export const shareLinkRoutes: FastifyPluginAsyncZod<ShareLinkRoutesOptions> = async (app, { shareLinks }) => {
  app.post(
    SHARE_LINK_PATHS.links,
    {
      config: { access: { tags: [TAGS.shareLinksCreate] } },
      schema: {
        tags: ["share links"],
        summary: "Create a share link to a storyline the caller may read; its secret is answered only here",
        body: shareLinkCreateSchema,
        response: { 200: createdShareLinkSchema, ...errors },
      },
    },
    async (request) => {
      const { link, token } = await shareLinks.create(principalOf(request), request.body);
      return { ...link, token, url: `${requestOrigin(request)}${SHARE_LINK_PAGE}${token}` };
    },
  );

  app.get(
    SHARE_LINK_PATHS.links,
    {
      config: { access: { tags: [] } },
      schema: {
        tags: ["share links"],
        summary: "The caller's share links (every link of the tenant with share-links::manage), newest first",
        querystring: shareLinkListQuerySchema,
        response: { 200: shareLinkListSchema, ...errors },
      },
    },
    async (request) => shareLinks.list(principalOf(request), request.query.storyline),
  );

  app.get(
    SHARE_LINK_PATHS.current,
    {
      config: { access: { tags: [], allowShareLink: true } },
      schema: {
        tags: ["share links"],
        summary: "For a share link's bearer: the storyline and parameter values it opens (counted as one use)",
        response: { 200: shareGrantSchema, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      // Anyone else carries no share link: there is nothing to answer.
      if (!principal.share) throw new NotFoundError(shareLinkMessages.noLinkInRequest);
      return shareLinks.open(principal);
    },
  );

  app.delete(
    `${SHARE_LINK_PATHS.links}/:id`,
    {
      config: { access: { tags: [] } },
      schema: {
        tags: ["share links"],
        summary: "Revoke a share link at once (its creator, or share-links::manage)",
        params: shareLinkIdParamsSchema,
        response: { 200: shareLinkSchema, ...errors },
      },
    },
    async (request) => shareLinks.revoke(principalOf(request), request.params.id),
  );
};
