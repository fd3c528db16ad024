/** Apple's `type` of a transaction as our enum (commerce.md §2.8). */
const PRODUCT_TYPES: Readonly<Record<string, string>> = {
  "Auto-Renewable Subscription": "AUTO_RENEWABLE",
  "Non-Renewing Subscription": "NON_RENEWING",
  Consumable: "CONSUMABLE",
  "Non-Consumable": "NON_CONSUMABLE",
};

/** Apple's numeric `offerType` (1 introductory, 2 promotional, 3 offer code). */
const OFFER_TYPES: Readonly<Record<number, string>> = { 1: "INTRO", 2: "PROMO", 3: "CODE" };

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** The decoded JWSTransactionDecodedPayload as the fields of an `appStoreReceipt` row. */
export function receiptFields(t: Record<string, unknown>): Record<string, unknown> {
  const price = num(t.price);
  return {
    transactionId: str(t.transactionId), originalTransactionId: str(t.originalTransactionId), productId: str(t.productId),
    bundleId: str(t.bundleId), type: PRODUCT_TYPES[String(t.type)] ?? null,
    purchaseDate: num(t.purchaseDate), originalPurchaseDate: num(t.originalPurchaseDate), expiresDate: num(t.expiresDate),
    quantity: num(t.quantity),
    // Milli-units of the currency: ÷ 10 gives fen for CNY (informative only).
    priceFen: price !== undefined && t.currency === "CNY" ? Math.round(price / 10) : null,
    currency: str(t.currency), storefront: str(t.storefront),
    offerType: OFFER_TYPES[Number(t.offerType)] ?? "NONE",
    inAppOwnershipType: str(t.inAppOwnershipType) ?? null,
    environment: t.environment === "Sandbox" ? "Sandbox" : "Production",
    revocationDate: num(t.revocationDate), revocationReason: t.revocationReason === undefined ? null : String(t.revocationReason),
  };
}

export { num, str };
