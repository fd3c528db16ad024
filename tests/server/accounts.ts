import { expect } from "vitest";
import type { TestServer } from "./harness";

export interface TestUser {
  readonly Id: number;
  readonly utime: number;
  readonly token: string;
}

export const TEST_PASSWORD = "Password-123";

/** Creates an active console user through the admin (with the role's preset or the given rights) and signs them in. */
export async function makeUser(t: TestServer, userName: string, role: string, rights?: Record<string, string>): Promise<TestUser> {
  const data: Record<string, unknown> = { userName, nickName: userName, role, state: "ACTIVE", password: TEST_PASSWORD };
  if (rights) data.acl = { rights };
  const r = await t.rpc("sys.SysAdmin/createUser", { data }, t.adminToken);
  expect(r.body.code).toBe("SUCCESS");
  const user = r.body.data as { Id: number; utime: number };
  return { ...user, token: await t.login(userName, TEST_PASSWORD) };
}
