import { test } from "@playwright/test";
import { DEMO } from "../support/auth";
import { createSession } from "../support/sessions";

// Each demo account signs in through the form once; the tests open the app with the saved session.
for (const account of Object.values(DEMO)) {
  test(`the ${account.role} demo account signs in and its session is saved`, async ({ browser }) => {
    await createSession(browser, account);
  });
}
