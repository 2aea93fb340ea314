import {
  type CreatedShareLink,
  createdShareLinkSchema,
  SHARE_LINK_PATHS,
  type ShareGrantView,
  type ShareLink,
  type ShareLinkCreate,
  shareGrantSchema,
  shareLinkListSchema,
} from "@storyframe/core";
import { type FormApiCallOptions, formApiCall } from "../api/formApiCall";

/**
 * The client of share links (decision 078). Answers are checked against core's schemas (time stamps stay ISO
 * text); 400 answers reject with `BadRequestError`.
 */
export class ShareLinkClient {
  private readonly base: string;

  constructor(coreApiUrl = "") {
    this.base = coreApiUrl.replace(/\/+$/, "");
  }

  async list(storyline: string, signal?: AbortSignal): Promise<ShareLink[]> {
    const query = new URLSearchParams({ storyline });
    return shareLinkListSchema.parse(await this.call(`${SHARE_LINK_PATHS.links}?${query}`, { signal }));
  }

  async create(body: ShareLinkCreate): Promise<CreatedShareLink> {
    return createdShareLinkSchema.parse(await this.call(SHARE_LINK_PATHS.links, { method: "POST", body }));
  }

  async revoke(linkId: string): Promise<void> {
    await this.call(`${SHARE_LINK_PATHS.links}/${encodeURIComponent(linkId)}`, { method: "DELETE" });
  }

  /** For the shared page, sent with the link as its bearer: what the link opens (one use). */
  async current(signal?: AbortSignal): Promise<ShareGrantView> {
    return shareGrantSchema.parse(await this.call(SHARE_LINK_PATHS.current, { signal, retries: 0 }));
  }

  private call(path: string, options: FormApiCallOptions = {}): Promise<unknown> {
    return formApiCall(`${this.base}${path}`, options);
  }
}
