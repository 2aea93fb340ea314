import {
  API_TOKEN_PATHS,
  type ApiToken,
  type ApiTokenCreate,
  apiTokenListSchema,
  apiTokenTagOptionsSchema,
  type CreatedApiToken,
  createdApiTokenSchema,
  type ServiceAccount,
  type ServiceAccountCreate,
  serviceAccountListSchema,
  serviceAccountSchema,
} from "@storyframe/core";
import { type FormApiCallOptions, formApiCall } from "../api/formApiCall";

const id = (value: string) => encodeURIComponent(value);

/**
 * The client of personal API tokens and service accounts. Answers are checked
 * against core's schemas (time stamps stay ISO text); 400 answers reject with
 * `BadRequestError`, whose field errors the forms show on their fields.
 */
export class ApiTokenClient {
  private readonly base: string;

  constructor(coreApiUrl = "") {
    this.base = coreApiUrl.replace(/\/+$/, "");
  }

  async listPersonal(signal?: AbortSignal): Promise<ApiToken[]> {
    return apiTokenListSchema.parse(await this.call(API_TOKEN_PATHS.personal, { signal }));
  }

  async tagOptions(signal?: AbortSignal): Promise<string[]> {
    return apiTokenTagOptionsSchema.parse(await this.call(`${API_TOKEN_PATHS.personal}/tags`, { signal })).tags;
  }

  async createPersonal(body: ApiTokenCreate): Promise<CreatedApiToken> {
    return createdApiTokenSchema.parse(await this.call(API_TOKEN_PATHS.personal, { method: "POST", body }));
  }

  async revokePersonal(tokenId: string): Promise<void> {
    await this.call(`${API_TOKEN_PATHS.personal}/${id(tokenId)}`, { method: "DELETE" });
  }

  async listAccounts(signal?: AbortSignal): Promise<ServiceAccount[]> {
    return serviceAccountListSchema.parse(await this.call(API_TOKEN_PATHS.serviceAccounts, { signal }));
  }

  async createAccount(body: ServiceAccountCreate): Promise<ServiceAccount> {
    return serviceAccountSchema.parse(await this.call(API_TOKEN_PATHS.serviceAccounts, { method: "POST", body }));
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.call(`${API_TOKEN_PATHS.serviceAccounts}/${id(accountId)}`, { method: "DELETE" });
  }

  async listAccountTokens(signal?: AbortSignal): Promise<ApiToken[]> {
    return apiTokenListSchema.parse(await this.call(API_TOKEN_PATHS.serviceAccountTokens, { signal }));
  }

  async createAccountToken(accountId: string, body: ApiTokenCreate): Promise<CreatedApiToken> {
    const path = `${API_TOKEN_PATHS.serviceAccounts}/${id(accountId)}/tokens`;
    return createdApiTokenSchema.parse(await this.call(path, { method: "POST", body }));
  }

  async revokeAccountToken(tokenId: string): Promise<void> {
    await this.call(`${API_TOKEN_PATHS.serviceAccountTokens}/${id(tokenId)}`, { method: "DELETE" });
  }

  private call(path: string, options: FormApiCallOptions = {}): Promise<unknown> {
    return formApiCall(`${this.base}${path}`, options);
  }
}
