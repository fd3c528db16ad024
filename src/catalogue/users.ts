/** Console users' states and password limits: shared by the sign-in pages, the editor and the server. */
export const USER_STATES = [
  { value: "ACTIVE", label: "启用" },
  { value: "DISABLED", label: "停用" },
] as const;

/** Password limits: at least 8, at most 128 characters, never truncated. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

