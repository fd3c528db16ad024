/** Kinds stored as JSON text: parsed back, and a damaged value reads as nothing rather than failing the call. */
export function encodeJson(value: unknown): unknown {
  return JSON.stringify(value);
}

export function decodeJson(raw: unknown): unknown {
  try {
    return typeof raw === "string" ? JSON.parse(raw) : raw;
  } catch {
    return null;
  }
}
