import { html, raw, type SafeHtml } from "./html";
import { alert } from "./layout";

export type FieldErrors = Partial<Record<string, string>>;

type Field = {
  name: string;
  label: string;
  type: "email" | "password" | "text";
  value?: string;
  autocomplete: string;
  readonly?: boolean;
  autofocus?: boolean;
};

function field(f: Field, errors: FieldErrors): SafeHtml {
  const error = errors[f.name];
  const id = `field-${f.name}`;
  return html`<label for="${id}">${f.label}</label>
<input id="${id}" name="${f.name}" type="${f.type}" value="${f.value ?? ""}" autocomplete="${f.autocomplete}"${raw(f.readonly ? " readonly" : " required")}${raw(f.autofocus ? " autofocus" : "")}${raw(error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "")}>
${error ? html`<div class="field-error" id="${id}-error">${error}</div>` : raw("")}`;
}

export function signInForm(options: { action: string; email: string; error?: string; resetUrl: string }): SafeHtml {
  return html`<h1>Sign in</h1>
<p class="lead">Use your e-mail address and password.</p>
${alert("error", options.error)}
<form method="post" action="${options.action}" novalidate>
${field({ name: "email", label: "E-mail address", type: "email", value: options.email, autocomplete: "username", autofocus: options.email === "" }, {})}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", autofocus: options.email !== "" }, {})}
<button type="submit">Sign in</button>
</form>
<div class="links"><a href="${options.resetUrl}">Forgot your password?</a></div>`;
}

export function resetRequestForm(options: {
  action: string;
  clientId: string;
  email: string;
  error?: string;
  backUrl: string;
}): SafeHtml {
  return html`<h1>Reset your password</h1>
<p class="lead">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
${alert("error", options.error)}
<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="client_id" value="${options.clientId}">
${field({ name: "email", label: "E-mail address", type: "email", value: options.email, autocomplete: "username", autofocus: true }, {})}
<button type="submit">Send the link</button>
</form>
<div class="links"><a href="${options.backUrl}">Back to sign in</a></div>`;
}

export function newPasswordForm(options: {
  title: string;
  lead: string;
  action: string;
  hidden: Record<string, string>;
  email: string;
  name?: string;
  error?: string;
  errors?: FieldErrors;
  submit: string;
}): SafeHtml {
  const errors = options.errors ?? {};
  const hidden = Object.entries(options.hidden).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return html`<h1>${options.title}</h1>
<p class="lead">${options.lead}</p>
${alert("error", options.error)}
<form method="post" action="${options.action}" novalidate>
${hidden}
${field({ name: "email", label: "E-mail address", type: "email", value: options.email, autocomplete: "username", readonly: true }, errors)}
${options.name !== undefined ? field({ name: "name", label: "Your name", type: "text", value: options.name, autocomplete: "name", autofocus: true }, errors) : raw("")}
${field({ name: "password", label: "New password (at least 10 characters)", type: "password", autocomplete: "new-password", autofocus: options.name === undefined }, errors)}
${field({ name: "confirmation", label: "Repeat the new password", type: "password", autocomplete: "new-password" }, errors)}
<button type="submit">${options.submit}</button>
</form>`;
}

export function profileForm(options: {
  action: string;
  clientId: string;
  email: string;
  name: string;
  notice?: string;
  error?: string;
  errors?: FieldErrors;
  appUrl: string;
}): SafeHtml {
  const errors = options.errors ?? {};
  return html`<h1>Your profile</h1>
<p class="lead">Change your name or your password.</p>
${alert("info", options.notice)}
${alert("error", options.error)}
<form method="post" action="${options.action}" novalidate>
<input type="hidden" name="client_id" value="${options.clientId}">
${field({ name: "email", label: "E-mail address", type: "email", value: options.email, autocomplete: "username", readonly: true }, errors)}
${field({ name: "name", label: "Your name", type: "text", value: options.name, autocomplete: "name" }, errors)}
<label for="field-currentPassword">Current password (only to change it)</label>
<input id="field-currentPassword" name="currentPassword" type="password" autocomplete="current-password">
${errors.currentPassword ? html`<div class="field-error">${errors.currentPassword}</div>` : raw("")}
<label for="field-newPassword">New password</label>
<input id="field-newPassword" name="newPassword" type="password" autocomplete="new-password">
${errors.password ? html`<div class="field-error">${errors.password}</div>` : raw("")}
<label for="field-confirmation">Repeat the new password</label>
<input id="field-confirmation" name="confirmation" type="password" autocomplete="new-password">
${errors.confirmation ? html`<div class="field-error">${errors.confirmation}</div>` : raw("")}
<button type="submit">Save changes</button>
</form>
<div class="links"><a href="${options.appUrl}">Back to the application</a></div>`;
}

export function messagePanel(options: {
  title: string;
  message: string;
  link?: { href: string; label: string };
}): SafeHtml {
  return html`<h1>${options.title}</h1>
<p class="lead">${options.message}</p>
${options.link ? html`<a class="button" href="${options.link.href}">${options.link.label}</a>` : raw("")}`;
}
