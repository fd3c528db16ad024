/** The catalogue: pure data and pure functions shared by the console and the server. */
export * from "./access";
export * from "./accessLabels";
export * from "./roles";
export * from "./dictionaries";
export * from "./uploads";
export * from "./fields";
export * from "./validate";
export * from "./kinds";
export * from "./samples";
export * from "./action";
export * from "./machine";
export * from "./resource";
export * from "./define";
export * from "./users";
// The resources themselves are in "./registry", imported by the resource engine and the server only.
export const NAMESPACE_DEFAULT = "moyuan";
export * from "./rpcStatus";
export * from "./routes";
