import { html, raw, type SafeHtml } from "./html";

export type Branding = { tenantName: string; logoUrl: string | null; primaryColor: string };

export const DEFAULT_BRANDING: Branding = { tenantName: "Storyframe", logoUrl: null, primaryColor: "#3949ab" };

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f7;color:#1b2330;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px;line-height:1.5}
main{width:100%;max-width:420px;padding:24px}
.card{background:#fff;border:1px solid #e3e6eb;border-radius:14px;padding:36px 32px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:28px}
.brand img,.brand .initial{width:40px;height:40px;border-radius:10px}
.brand .initial{display:flex;align-items:center;justify-content:center;color:#fff;font-weight:700;background:var(--primary)}
.brand span{font-weight:700;font-size:17px}
h1{font-size:22px;margin:0 0 6px}
p.lead{margin:0 0 24px;color:#5b6575}
label{display:block;font-weight:600;font-size:13px;margin:16px 0 6px}
input{width:100%;padding:11px 12px;border:1px solid #cfd5dd;border-radius:8px;font:inherit;background:#fff}
input:focus{outline:2px solid var(--primary);outline-offset:1px;border-color:transparent}
input[readonly]{background:#f4f5f7;color:#5b6575}
button,.button{display:inline-block;width:100%;margin-top:24px;padding:12px;border:0;border-radius:8px;background:var(--primary);color:#fff;
font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button:hover,.button:hover{filter:brightness(1.08)}
.alert{border-radius:8px;padding:10px 12px;margin:0 0 8px;font-size:14px}
.alert.error{background:#fdecea;color:#8a1c12;border:1px solid #f5c2bd}
.alert.info{background:#e8f1fd;color:#0b3a75;border:1px solid #c3dafa}
.field-error{color:#8a1c12;font-size:13px;margin-top:4px}
.links{margin-top:20px;display:flex;justify-content:space-between;font-size:14px}
a{color:var(--primary)}
footer{margin-top:18px;text-align:center;color:#5b6575;font-size:12px}
`;

/** The frame of every identity page: tenant logo and name over a card. */
export function renderPage(branding: Branding, title: string, body: SafeHtml): string {
  const logo = branding.logoUrl
    ? html`<img src="${branding.logoUrl}" alt="${branding.tenantName} logo">`
    : html`<div class="initial" aria-hidden="true">${branding.tenantName.slice(0, 1).toUpperCase()}</div>`;
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${branding.tenantName}</title>
<style>:root{--primary:${branding.primaryColor}}${raw(STYLES)}</style>
</head>
<body>
<main>
<div class="card">
<div class="brand">${logo}<span>${branding.tenantName}</span></div>
${body}
</div>
<footer>Secured by Storyframe</footer>
</main>
</body>
</html>`;
  return page.html;
}

export function alert(kind: "error" | "info", message: string | null | undefined): SafeHtml {
  return message
    ? html`<div class="alert ${kind}" role="${kind === "error" ? "alert" : "status"}">${message}</div>`
    : raw("");
}
