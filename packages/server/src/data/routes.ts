import {
  apiErrorBodySchema,
  decodeObfuscatedParameters,
  decodeParameters,
  FIRST_ROWS_QUERY_FLAG,
  firstRowsSchema,
  messages,
  PARAMETERS_HASH_QUERY_FLAG,
  PARAMETERS_QUERY_FLAG,
  ParameterDecodingError,
  ParameterHashMismatchError,
  parseFirstRowsQuery,
  shareLinkMessages,
  TAGS,
  TOTAL_COUNT_HEADER,
} from "@storyframe/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/accessControl";
import { requestedBranch } from "../http/branchHeader";
import { statusOfDomainError } from "../http/errorHandling";
import { refuseDeepNesting } from "../http/inputDepth";
import { ForbiddenError, InvalidError, NotFoundError } from "../shared/domainErrors";
import type { ShareLinkService } from "../shareLinks/service";
import type { DataReader } from "./endpointAccess";
import { type DataAnswer, DataQueryError, type DataService } from "./service";

export type DataRoutesOptions = {
  data: DataService;
  /** Confines a share link's bearer to its storyline's data sources and values (decision 078). */
  shareLinks?: Pick<ShareLinkService, "confineData">;
};

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  405: apiErrorBodySchema,
  422: apiErrorBodySchema,
  429: apiErrorBodySchema,
  502: apiErrorBodySchema,
  503: apiErrorBodySchema,
  504: apiErrorBodySchema,
};
const access = { access: { tags: [] as string[], allowAnonymous: true, allowShareLink: true } };
const segment = /^[A-Za-z0-9._-]+$/;

/** Query values in the plain or the obfuscated (`_parameters` + `_hash`) form. */
function decodedParameters(query: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const packed = query[PARAMETERS_QUERY_FLAG];
  try {
    if (packed !== undefined) {
      const hash = query[PARAMETERS_HASH_QUERY_FLAG];
      return decodeObfuscatedParameters(String(packed), typeof hash === "string" ? hash : "");
    }
    return decodeParameters(query);
  } catch (error) {
    if (error instanceof ParameterHashMismatchError || error instanceof ParameterDecodingError) {
      throw new InvalidError(undefined, error.message);
    }
    throw error;
  }
}

/** The decoded query values, refused like a body (400 naming the limit) when a JSON value nests too deeply. */
function parametersOf(query: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const parameters = decodedParameters(query);
  for (const value of Object.values(parameters)) refuseDeepNesting(value);
  return parameters;
}

/** `_firstRows` of a GET, checked (400 with its range when it is not a whole number in it). */
function firstRowsOf(query: Record<string, string | string[] | undefined>): number | undefined {
  const raw = query[FIRST_ROWS_QUERY_FLAG];
  if (raw === undefined) return undefined;
  try {
    return parseFirstRowsQuery(String(Array.isArray(raw) ? raw.at(-1) : raw));
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidError(undefined, error.message);
    throw error;
  }
}

/**
 * The caller as the data engine counts and checks them: anonymous visitors by their address. A share link's
 * bearer reads with its creator's tags, confined to the link's storyline and values.
 */
function readerOf(request: FastifyRequest, shareLinks: DataRoutesOptions["shareLinks"]): DataReader {
  const principal = principalOf(request);
  const grant = principal.share;
  if (grant) {
    if (!shareLinks) throw new ForbiddenError(shareLinkMessages.notForLinks);
    return {
      domainName: principal.domainName,
      id: `share:${grant.linkId}:${request.ip}`,
      tags: grant.readerTags,
      confine: (confined) => shareLinks.confineData(grant, { domainName: principal.domainName, ...confined }),
    };
  }
  return {
    domainName: principal.domainName,
    id: principal.userId ?? `anonymous:${request.ip}`,
    tags: principal.effectiveTags,
  };
}

/** Sends rows (or 304 when the client has them), or a query failure with its detail for developers only. */
async function answer(request: FastifyRequest, reply: FastifyReply, run: () => Promise<DataAnswer>) {
  try {
    const { json, etag, totalRows } = await run();
    reply.header("etag", etag).header("cache-control", "private, no-cache");
    if (totalRows !== undefined) {
      reply.header(TOTAL_COUNT_HEADER, String(totalRows)).header("access-control-expose-headers", TOTAL_COUNT_HEADER);
    }
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(json);
  } catch (error) {
    if (error instanceof DataQueryError) {
      const developer = principalOf(request).effectiveTags.includes(TAGS.developerTools);
      request.log.warn({ err: error.detail }, "data query failed");
      return reply
        .status(statusOfDomainError(error))
        .send({ message: error.message, traceId: String(request.id), ...(developer ? { detail: error.detail } : {}) });
    }
    throw error;
  }
}

/**
 * The dynamic data API: `GET /data/<endpoint path>?<parameters>` and the
 * content API's `POST /api/web/v1/data-sources/data`, both on one engine.
 */
export const dataRoutes: FastifyPluginAsyncZod<DataRoutesOptions> = async (app, { data, shareLinks }) => {
  app.get(
    "/data/*",
    {
      config: access,
      schema: {
        tags: ["data"],
        summary:
          "Rows of a data endpoint; parameters as query values (or _parameters + _hash). _firstRows=N answers only the first N rows, with X-Total-Count when there are more. An endpoint that writes answers 405.",
        response: { 200: z.unknown().describe("An array of row objects"), ...errors },
      },
    },
    async (request, reply) => {
      const path = ((request.params as Record<string, string>)["*"] ?? "").replace(/\/+$/, "");
      if (path === "" || !path.split("/").every((part) => segment.test(part))) {
        throw new NotFoundError(messages.datasourceNotFound);
      }
      const query = request.query as Record<string, string | string[] | undefined>;
      const parameters = parametersOf(query);
      const firstRows = firstRowsOf(query);
      return answer(request, reply, () =>
        data.rows(readerOf(request, shareLinks), requestedBranch(request, { required: false }), path, parameters, {
          allowWrites: false,
          firstRows,
        }),
      );
    },
  );

  app.post(
    "/api/web/v1/data-sources/data",
    {
      config: access,
      schema: {
        tags: ["data"],
        summary:
          "Rows of a data endpoint named by its path segments; an endpoint that writes applies its operation once per request id",
        body: z.object({
          apiEndpoint: z
            .array(z.string().regex(segment, "must be a plain path segment"))
            .min(1, "apiEndpoint is required."),
          parameters: z.record(z.string(), z.unknown()).default({}),
          firstRows: firstRowsSchema.optional(),
        }),
        response: { 200: z.unknown().describe("An array of row objects"), ...errors },
      },
    },
    async (request, reply) => {
      return answer(request, reply, () =>
        data.rows(
          readerOf(request, shareLinks),
          requestedBranch(request, { required: false }),
          request.body.apiEndpoint.join("/"),
          request.body.parameters,
          { firstRows: request.body.firstRows },
        ),
      );
    },
  );
};
