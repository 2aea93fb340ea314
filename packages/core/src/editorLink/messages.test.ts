import { describe, expect, it } from "vitest";
import { clientSettingsSchema } from "../settings/clientSettings";
import {
  EDITOR_LINK_DEFAULT_URL,
  editorToWebMessageSchema,
  parseEditorToWebMessage,
  parseWebToEditorMessage,
  webToEditorMessageSchema,
} from "./messages";

const template = { name: "shared/table", jsx: "<p>Hi</p>", css: ".a { color: red; }", includes: [] };
const storyline = { storylineId: "tech-stocks", branch: "main" };

describe("the editor link's messages", () => {
  it("listens on local port 11223 by default", () => {
    expect(EDITOR_LINK_DEFAULT_URL).toBe("ws://localhost:11223");
  });

  it("accepts every message the web app sends", () => {
    const messages = [
      { type: "LOAD_TEMPLATE", ...storyline, template },
      { type: "LOAD_TEMPLATES", ...storyline, reason: "connect", templates: [template] },
      {
        type: "LOAD_COMPONENT_DOCUMENTATION",
        components: [
          {
            name: "Slider",
            family: "inputs",
            description: "Picks a number.",
            selfClosing: true,
            attributes: [
              { name: "max", type: "number", required: false, default: "100", description: "The largest value." },
            ],
          },
        ],
      },
      {
        type: "LOAD_CANVAS_DATA",
        ...storyline,
        frame: { id: "a/b/c", templateName: "shared/table", chapter: "a", page: "b", paragraph: "c" },
        frameData: { title: "x" },
        parameters: { year: 2020 },
      },
      { type: "LOAD_CSS_CLASSES", ...storyline, classes: ["a"] },
      { type: "STORYLINE_LOADED", ...storyline, title: "Tech stocks", templateNames: ["shared/table"] },
      { type: "TEMPLATE_RENDERED", ...storyline, templateNames: ["shared/table"], requestId: "7" },
    ];
    for (const message of messages) expect(webToEditorMessageSchema.safeParse(message).success).toBe(true);
  });

  it("accepts every message the web app receives", () => {
    const messages = [
      { type: "REQUEST_TEMPLATE", templateName: "shared/table" },
      { type: "REQUEST_TEMPLATES", storylineId: "tech-stocks" },
      { type: "SAVE_TEMPLATES" },
      { type: "SAVE_TEMPLATES", templates: [template] },
      { type: "UPDATE_TEMPLATE", template, requestId: "1" },
      { type: "UPDATE_TEMPLATES", templates: [template] },
    ];
    for (const message of messages) expect(editorToWebMessageSchema.safeParse(message).success).toBe(true);
  });

  it("fills in a template's missing CSS and includes", () => {
    const parsed = parseEditorToWebMessage(
      JSON.stringify({ type: "UPDATE_TEMPLATE", template: { name: "a", jsx: "" } }),
    );
    expect(parsed).toEqual({
      ok: true,
      message: { type: "UPDATE_TEMPLATE", template: { name: "a", jsx: "", css: "", includes: [] } },
    });
  });

  it("refuses text that is not JSON", () => {
    const parsed = parseEditorToWebMessage("{nope");
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toMatch(/^not JSON/);
  });

  it("refuses an unknown message type", () => {
    expect(parseEditorToWebMessage(JSON.stringify({ type: "DELETE_EVERYTHING" })).ok).toBe(false);
  });

  it("refuses a message of the other direction", () => {
    expect(parseEditorToWebMessage(JSON.stringify({ type: "LOAD_TEMPLATE", ...storyline, template })).ok).toBe(false);
    expect(parseWebToEditorMessage(JSON.stringify({ type: "UPDATE_TEMPLATE", template })).ok).toBe(false);
  });

  it("refuses a template name that climbs out of its folder, naming the field", () => {
    const parsed = parseEditorToWebMessage(
      JSON.stringify({ type: "UPDATE_TEMPLATE", template: { ...template, name: "../etc/passwd" } }),
    );
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toMatch(/^template\.name: /);
  });

  it("refuses a component documentation whose name is not a component tag", () => {
    const message = {
      type: "LOAD_COMPONENT_DOCUMENTATION",
      components: [{ name: "div", family: "x", description: "", selfClosing: false, attributes: [] }],
    };
    expect(webToEditorMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe("the client settings' editor link", () => {
  const settings = {
    domainName: "demo",
    coreApiUrl: "http://x",
    metastoreUrl: "http://x",
    dynamicDataApiUrl: "http://x",
    maxDatasourceRetryCount: 3,
    maintenanceMode: null,
    auth: { clientId: "c", domain: "d", instance: "i", tenantId: "t", redirectUri: "r" },
    apiVersion: "1",
    environment: "test",
    explicitDomain: false,
    appInsightsInstrumentationKey: null,
    tenantName: "Demo",
    allowAnonymousAuthentication: false,
    owner: null,
    features: { requestSupport: false },
    defaultPageUrl: null,
    activeBranch: "main",
    logoUrl: null,
  };

  it("is optional, so an older server's answer still reads", () => {
    expect(clientSettingsSchema.parse(settings).editorLink).toBeUndefined();
  });

  it("carries the address and whether the link is offered", () => {
    const editorLink = { url: "ws://localhost:11223", offered: false };
    expect(clientSettingsSchema.parse({ ...settings, editorLink }).editorLink).toEqual(editorLink);
  });
});
