import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../src/catalogue";

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. The package's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Why a new password is refused, or null when it is acceptable. Length counts characters; nothing is truncated. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== "string" || password.length === 0) return "请输入密码";
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `密码至少 ${PASSWORD_MIN} 个字符`;
  if (length > PASSWORD_MAX) return `密码最多 ${PASSWORD_MAX} 个字符`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against a real hash when the user does not exist keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hash("not-a-real-password", OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
