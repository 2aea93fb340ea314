export { branchNameProblem, normalizeBranchName } from "./branch/branchName";
export {
  BRANCH_NAME_MAX_LENGTH,
  CONTENT_API_PREFIX,
  DATASOURCE_REFRESH_DEBOUNCE_MS,
  DEBUGGER_POPOUT_HEIGHT,
  DEBUGGER_POPOUT_WIDTH,
  DEFAULT_BRANCH,
  DEFAULT_DATAMODEL_VERSION,
  DEFAULT_LANGUAGE,
  DEFAULT_MAX_DATASOURCE_RETRY_COUNT,
  DEFAULT_METASTORE_VERSION,
  LOGIN_CALLBACK_REDIRECT_DELAY_MS,
  MAX_SNACKBARS,
  MENU_LOCATION_ADMIN,
  MENU_LOCATION_STORYLINE,
  MENU_REQUEST_RETRIES,
  MENU_REQUEST_TIMEOUT_MS,
  MENU_SEARCH_DEBOUNCE_MS,
  MENU_SEARCH_LEAF_LIMIT,
  REQUEST_RETRY_BASE_DELAY_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  SIDE_MENU_DEFAULT_WIDTH,
  SIDE_MENU_EXPANDED_NODES_STORAGE_KEY,
  SIDE_MENU_MIN_WIDTH,
  SIDE_MENU_WIDTH_STORAGE_KEY,
  SLIDE_ANIMATION_MS,
  TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION,
  TRACE_HEADER_MIN_METASTORE_VERSION,
  TRACE_ID_REGENERATION_MS,
  TRACES_KEPT,
} from "./constants";
export { type ErrorType, errorTypes, messages } from "./errors/messages";
export { type ApiErrorBody, apiErrorBodySchema, NON_FIELD_ERRORS } from "./http/apiErrorBody";
export {
  decodeUserMetadata,
  encodeUserMetadata,
  type IdentityClaims,
  identityClaimsSchema,
  type SessionView,
  sessionViewSchema,
  type UserMetadataEntry,
} from "./identity/claims";
export { type ExplicitTags, effectiveTags, hasAllTags, TAGS } from "./identity/tags";
export {
  type ClientSettings,
  type ClientSettingsQuery,
  clientAuthSettingsSchema,
  clientSettingsQuerySchema,
  clientSettingsSchema,
  maintenanceModeSchema,
  type TenantTheme,
  tenantOwnerSchema,
  tenantThemeQuerySchema,
  tenantThemeSchema,
} from "./settings/clientSettings";
export { domainNameSchema } from "./tenant/domainName";
export {
  hostnameSchema,
  type TenantDefinition,
  type TenantDefinitionInput,
  type TenantMaintenance,
  type TenantSettings,
  tenantDefinitionSchema,
  tenantMaintenanceSchema,
  tenantSettingsSchema,
} from "./tenant/tenantDefinition";
