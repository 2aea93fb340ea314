/** Row types of the metadata database, shared by SQLite and PostgreSQL. Flags are 0/1 integers and JSON is text on both. */

import type { Generated } from "kysely";

export interface TenantsTable {
  domain_name: string;
  tenant_name: string;
  logo_url: string | null;
  owner_name: string | null;
  owner_email: string | null;
  allow_anonymous_authentication: number;
  /** JSON object of feature flags. */
  features: string;
  default_page_url: string | null;
  maintenance_enabled: number;
  maintenance_title: string | null;
  maintenance_body: string | null;
  /** JSON object of further tenant settings (colours, retry counts, keys). */
  settings: string;
  created_at: string;
  updated_at: string;
}

interface TenantHostnamesTable {
  hostname: string;
  domain_name: string;
}

/** Small key/value facts about the installation, such as when the demo tenant was seeded. */
interface InstallationMetaTable {
  key: string;
  value: string;
}

export interface RolesTable {
  id: string;
  domain_name: string;
  name: string;
  name_key: string;
  description: string;
  allowed_tags: string;
  denied_tags: string;
  is_assignable: number;
  created_at: string;
  updated_at: string;
}

export interface GroupsTable {
  id: string;
  domain_name: string;
  name: string;
  name_key: string;
  description: string;
  user_metadata: string;
  allowed_tags: string;
  denied_tags: string;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  domain_name: string;
  name: string;
  email_address: string;
  email_key: string;
  /** argon2id; null until an invited user signs up. */
  password_hash: string | null;
  picture_url: string | null;
  user_metadata: string;
  allowed_tags: string;
  denied_tags: string;
  created_at: string;
  updated_at: string;
  /** Raised by every change of the user's access; tokens carry the value they were issued with. */
  access_version: Generated<number>;
}

interface GroupRolesTable {
  group_id: string;
  role_id: string;
}

interface UserRolesTable {
  user_id: string;
  role_id: string;
}

interface UserGroupsTable {
  user_id: string;
  group_id: string;
}

interface SigningKeysTable {
  kid: string;
  /** The private JWK as JSON. */
  private_jwk: string;
  created_at: string;
}

/** What the OpenID Connect provider stores (sessions, grants, codes, tokens, interactions). */
interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

interface SignInFailuresTable {
  key: string;
  failures: number;
  window_started_at: string;
}

interface OneTimeTokensTable {
  /** SHA-256 of the token; the token itself only travels in the e-mailed link. */
  token_hash: string;
  purpose: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
  /** JSON array of what the mail had attached (file name, type, size); null when nothing. */
  attachments: string | null;
}

export interface BranchesTable {
  id: string;
  domain_name: string;
  name: string;
  created_from: string | null;
  /** bigint: PostgreSQL answers it as a string. */
  created_on_ms: number | string;
  created_by: string | null;
  /** Raised by every content write of the branch. */
  revision: number;
}

/** One content object of a branch; `object` is its JSON. */
export interface ContentObjectsTable {
  domain_name: string;
  branch: string;
  kind: string;
  name: string;
  schema_version: number;
  object: string;
  created_on_ms: number | string;
  stored_on_ms: number | string;
  version: number;
}

/** A named data connection of a tenant; `url` carries credentials. */
interface DataConnectionsTable {
  domain_name: string;
  name: string;
  kind: string;
  url: string;
  created_at: string;
}

/** A user's preferences; `preferences` is their JSON. */
interface UserPreferencesTable {
  domain_name: string;
  user_id: string;
  preferences: string;
  updated_at: string;
}

/** One change made through the admin API; the JSON columns hold the resource as the API shows it. */
export interface AdminAuditTable {
  id: string;
  domain_name: string;
  occurred_at: string;
  actor_id: string | null;
  actor_name: string;
  actor_email: string | null;
  action: string;
  resource_type: string;
  resource_id: string;
  resource_name: string;
  before_json: string | null;
  after_json: string | null;
  details_json: string | null;
}

/** A secret of a tenant, sealed with AES-256-GCM (base64 parts); `key_id` names the master key that sealed it. */
interface TenantSecretsTable {
  domain_name: string;
  name: string;
  key_id: string;
  algorithm: string;
  nonce: string;
  ciphertext: string;
  auth_tag: string;
  updated_at: string;
}

/** A geofence polygon of a tenant; its rings are JSON text, its bounding box four columns (decision 075). */
export interface GeofencesTable {
  domain_name: string;
  /** The feature's id as text; `id_is_number` (0/1) says whether it was sent, and is answered, as a number. */
  id: string;
  id_is_number: number;
  name: string | null;
  /** JSON object of the metadata-mode attributes the feature was saved with (site, poiType, tat, minTat, lane). */
  attributes: string;
  /** JSON array of rings, each a list of [longitude, latitude]. */
  coordinates: string;
  min_latitude: number;
  max_latitude: number;
  min_longitude: number;
  max_longitude: number;
  created_at: string;
  updated_at: string;
}

/** Per tenant, the last running numeric geofence id handed out or stored. */
interface GeofenceIdCountersTable {
  domain_name: string;
  last_id: number;
}

/** A tenant's service account: a named owner of automation tokens, with the tags (JSON array) it was given. */
export interface ServiceAccountsTable {
  id: string;
  domain_name: string;
  name: string;
  name_key: string;
  description: string;
  tags: string;
  created_by: string;
  created_at: string;
}

/** An API token: only the SHA-256 of its secret is kept; `kind` is personal, service or internal. */
export interface ApiTokensTable {
  id: string;
  domain_name: string;
  token_hash: string;
  /** The secret's first characters, so its holder can recognise it in a list. */
  token_start: string;
  kind: string;
  name: string;
  user_id: string | null;
  service_account_id: string | null;
  /** JSON array of the tags the token was created with. */
  tags: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A user's scheduled delivery of a storyline (decision 080); parameters and recipients are JSON text. */
export interface SchedulesTable {
  id: string;
  domain_name: string;
  owner_user_id: string;
  storyline_id: string;
  parameters: string;
  cron: string;
  time_zone: string;
  recipients: string;
  /** "pdf" (attached) or "link" (the viewer's address with the values). */
  delivery: string;
  enabled: number;
  /** The next occurrence not yet queued as a run; null while paused. */
  next_run_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One delivery of a schedule: claimed under a lease by one server instance at a time, retried with back-off. */
export interface ScheduleRunsTable {
  id: string;
  schedule_id: string;
  due_at: string;
  /** "schedule" (an occurrence of the cron expression) or "manual" (Send now). */
  trigger: string;
  /** pending, running, sent or failed. */
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  lease_owner: string | null;
  lease_expires_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A share link (decision 078): only the SHA-256 of its secret is kept; JSON is text. */
export interface ShareLinksTable {
  id: string;
  domain_name: string;
  token_hash: string;
  storyline: string;
  /** JSON object: the parameter values the storyline opens with. */
  parameter_values: string;
  /** JSON array: the parameters the viewer may change. */
  changeable_parameters: string;
  created_by: string;
  created_by_name: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  use_count: Generated<number>;
  last_used_at: string | null;
}

export interface Database {
  tenants: TenantsTable;
  tenant_hostnames: TenantHostnamesTable;
  installation_meta: InstallationMetaTable;
  roles: RolesTable;
  groups: GroupsTable;
  group_roles: GroupRolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_groups: UserGroupsTable;
  signing_keys: SigningKeysTable;
  oidc_payloads: OidcPayloadsTable;
  sign_in_failures: SignInFailuresTable;
  one_time_tokens: OneTimeTokensTable;
  mail_outbox: MailOutboxTable;
  branches: BranchesTable;
  content_objects: ContentObjectsTable;
  data_connections: DataConnectionsTable;
  user_preferences: UserPreferencesTable;
  admin_audit: AdminAuditTable;
  tenant_secrets: TenantSecretsTable;
  geofences: GeofencesTable;
  geofence_id_counters: GeofenceIdCountersTable;
  service_accounts: ServiceAccountsTable;
  api_tokens: ApiTokensTable;
  share_links: ShareLinksTable;
  schedules: SchedulesTable;
  schedule_runs: ScheduleRunsTable;
}
