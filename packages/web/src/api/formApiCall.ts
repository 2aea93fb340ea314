import { BadRequestError } from "./adminClient";
import { ApiError } from "./apiError";
import { fetchJson } from "./fetchJson";

export type FormApiCallOptions = {
  method?: "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal | undefined;
  retries?: number;
};

/**
 * One call of an API that forms drive: answers parsed without reviving dates (time stamps stay ISO text, as the
 * core schemas expect), a change never repeated on a failed answer (it could create a second token, link or
 * delivery), and a 400 rejected as `BadRequestError`, whose field errors the forms show on their fields.
 */
export async function formApiCall(url: string, options: FormApiCallOptions = {}): Promise<unknown> {
  const { method, body, signal, retries } = options;
  try {
    return await fetchJson(url, {
      reviveDates: false,
      ...(method ? { method, retries: 0 } : {}),
      ...(retries !== undefined ? { retries } : {}),
      ...(signal ? { signal } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new BadRequestError(error);
    throw error;
  }
}
