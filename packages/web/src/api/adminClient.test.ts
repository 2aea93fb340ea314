import { describe, expect, it } from "vitest";
import { stubFetchInEachTest } from "../test/stubFetch";
import { AdminClient, BadRequestError } from "./adminClient";
import { ApiError } from "./apiError";

const fetchMock = stubFetchInEachTest();

const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json", ...headers } });

const role = {
  id: "r1",
  name: "Analyst",
  description: "Analyses.",
  explicitTags: { allowed: [], denied: [] },
  isAssignable: true,
  domainName: "demo",
};
const user = {
  id: "u1",
  name: "Ada",
  emailAddress: "ada@demo.test",
  roles: ["r1"],
  groups: [],
  userMetadata: [],
  explicitTags: { allowed: [], denied: [] },
  domainName: "demo",
};

/** Lets a test pass what only untyped callers could: null or undefined where a value is due. */
const loose = <T>(value: unknown) => value as T;

const client = new AdminClient("https://core.example/");

function requested(): { url: string; init: RequestInit | undefined } {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), init };
}

describe("AdminClient path parameters", () => {
  const cases: [string, () => Promise<unknown>][] = [
    ["id", () => client.getUser(loose(undefined))],
    ["id", () => client.updateUser(loose(null), { name: "A", emailAddress: "a@b.c" })],
    ["id", () => client.deleteUser(loose(undefined))],
    ["id", () => client.getRole(loose(null))],
    ["id", () => client.updateRole(loose(undefined), { description: "D" })],
    ["id", () => client.deleteRole(loose(undefined))],
    ["id", () => client.getGroup(loose(undefined))],
    ["id", () => client.updateGroup(loose(null), { description: "D" })],
    ["id", () => client.deleteGroup(loose(undefined))],
    ["domain", () => client.getRoleByName(loose(undefined), "Analyst")],
    ["name", () => client.getRoleByName("demo", loose(null))],
    ["domain", () => client.getGroupByName(loose(null), "Finance")],
    ["name", () => client.getGroupByName("demo", loose(undefined))],
    ["domainName", () => client.getUserAccess(loose(undefined), "ada@demo.test")],
    ["emailAddress", () => client.getUserAccess("demo", loose(null))],
  ];
  it.each(cases)("fails without a request when '%s' is missing", async (name, call) => {
    await expect(call()).rejects.toThrow(`The parameter '${name}' must be defined.`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("encodes path parameters", async () => {
    fetchMock.mockResolvedValueOnce(json(200, role));
    await client.getRoleByName("demo", "Report Reader/2");
    expect(requested().url).toBe("https://core.example/api/roles/demo/Report%20Reader%2F2");
  });
});

describe("AdminClient query parameters", () => {
  const cases: [string, () => Promise<unknown>][] = [
    ["Name", () => client.getRoles({ Name: loose(null) })],
    ["DomainName", () => client.getGroups({ DomainName: loose(null) })],
    ["orderBy", () => client.getRoles({ orderBy: loose(null) })],
    ["EmailAddress", () => client.getUsers({ EmailAddress: loose(null) })],
    ["Role", () => client.getUsersVerbose({ Role: loose(null) })],
    ["Group", () => client.getUsers({ Group: loose(null) })],
    ["DomainName", () => client.getUsers({ DomainName: loose(null) })],
    ["orderBy", () => client.getUsersVerbose({ orderBy: loose(null) })],
    ["sendWelcomeEmail", () => client.createUser({ name: "A", emailAddress: "a@b.c" }, loose(null))],
    ["domainName", () => client.getRoleLookups(loose(null))],
    ["domainName", () => client.getGroupLookups(loose(null))],
  ];
  it.each(cases)("fails without a request when '%s' is null", async (name, call) => {
    await expect(call()).rejects.toThrow(`The parameter '${name}' cannot be null.`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves omitted parameters out and sends the others by their spec names", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [user]));
    await client.getUsers({ EmailAddress: "ada@demo.test", Role: "Analyst", orderBy: "name" });
    expect(requested().url).toBe(
      "https://core.example/api/users?EmailAddress=ada%40demo.test&Role=Analyst&orderBy=name",
    );
  });

  it("sends sendWelcomeEmail only when given", async () => {
    fetchMock.mockResolvedValueOnce(json(200, user)).mockResolvedValueOnce(json(200, user));
    await client.createUser({ name: "Ada", emailAddress: "ada@demo.test" });
    await client.createUser({ name: "Ada", emailAddress: "ada@demo.test" }, false);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("https://core.example/api/users");
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe("https://core.example/api/users?sendWelcomeEmail=false");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Ada", emailAddress: "ada@demo.test" });
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });
});

describe("AdminClient answers", () => {
  it("reads a page and its X-Total-Count", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [role], { "X-Total-Count": "41" }));
    expect(await client.getRolesPage({ offset: 20, limit: 20 })).toEqual({ items: [role], total: 41 });
    expect(requested().url).toBe("https://core.example/api/roles?offset=20&limit=20");
  });

  it("turns the verbose list's time stamps into dates", async () => {
    const verbose = {
      ...user,
      roleDetails: [{ id: "r1", name: "Analyst" }],
      groupDetails: [],
      status: "invited",
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-01-02T03:04:05.000Z",
    };
    fetchMock.mockResolvedValueOnce(json(200, [verbose]));
    const [first] = await client.getUsersVerbose();
    expect(first?.createdAt).toEqual(new Date("2026-01-02T03:04:05.000Z"));
  });

  it("resolves null on 204", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.deleteRole("r1")).resolves.toBeNull();
    expect(requested().init?.method).toBe("DELETE");
  });

  it("rejects a 400 with 'Bad Request' and the field errors as its result", async () => {
    const body = { message: "Bad Request", errors: { name: ["This field is required."], non_field_errors: ["No."] } };
    fetchMock.mockResolvedValueOnce(json(400, body));
    const error = await client.createRole({ name: "", description: "" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toBe("Bad Request");
    expect((error as BadRequestError).result).toEqual(body);
    expect((error as BadRequestError).fieldErrors).toEqual(body.errors);
  });

  it("rejects other statuses with 'An unexpected server error occurred.'", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: "No role with id x in this tenant." }));
    const error = await client.getRole("x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(BadRequestError);
    expect((error as ApiError).message).toBe("An unexpected server error occurred.");
    expect((error as ApiError).status).toBe(404);
  });
});
