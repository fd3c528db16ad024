export declare const E2E_ENV: Readonly<Record<string, string>>;
export declare const TEMPLATE_DB_ENV: "MOYUAN_E2E_TEMPLATE_DB";
