import "../app/schemaValidation";
import { renderValueDriverTree } from "@storyframe/canvas/valueDriverTree";
import { installRenderVdt } from "./installRenderVdt";

// The page `/public/headless-vdt`: no sign-in, no shell, no settings; only what a value-driver tree needs.
const container = document.getElementById("vdt");
if (!container) throw new Error("The page has no #vdt element to draw the value-driver tree into.");

installRenderVdt(window, (props) => renderValueDriverTree(container, props));
