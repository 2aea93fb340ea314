import {
  apiErrorBodySchema,
  SPEECH_SYNTHESIZE_PATH,
  speechSynthesisRequestSchema,
  speechSynthesisResponseSchema,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/accessControl";
import { type SpeechService, SpeechUpstreamError } from "./service";
import { SpeechKeyUnreadableError } from "./speechKeys";

export type SpeechRoutesOptions = { speech: SpeechService };

/** 5000 characters, each up to six bytes when JSON-escaped, with room for the voice. */
const SPEECH_BODY_LIMIT_BYTES = 32 * 1024;

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  429: apiErrorBodySchema,
  502: apiErrorBodySchema,
  503: apiErrorBodySchema,
};

// Any signed-in user of the tenant; the anonymous visitor cannot spend the tenant's speech quota.
const signedInUser = { access: { tags: [] as string[] } };

/** `POST /api/speech/synthesize`: narration audio from the speech service with the caller's tenant's key, which stays here. */
export const speechRoutes: FastifyPluginAsyncZod<SpeechRoutesOptions> = async (app, { speech }) => {
  app.post(
    SPEECH_SYNTHESIZE_PATH,
    {
      config: signedInUser,
      bodyLimit: SPEECH_BODY_LIMIT_BYTES,
      schema: {
        tags: ["speech"],
        summary: "Read a text aloud with one of the 14 narration voices (base64 WAV audio)",
        security: [{ bearer: [] }],
        body: speechSynthesisRequestSchema,
        response: { 200: speechSynthesisResponseSchema, ...errors },
      },
    },
    async (request) => {
      try {
        return await speech.synthesize(principalOf(request).domainName, request.body);
      } catch (error) {
        if (error instanceof SpeechUpstreamError) {
          request.log.warn({ speechFailure: error.failure }, "speech synthesis failed upstream");
        }
        if (error instanceof SpeechKeyUnreadableError) {
          request.log.error({ reason: error.reason }, "the tenant's speech key cannot be read from the secret store");
        }
        throw error;
      }
    },
  );
};
