/**
 * The e-invoice channel (数电发票 through a tax-platform provider, commerce.md §5.8): staff ask it to
 * issue (开票中) and the sweeper asks it how the request stands (已开票 / 开票失败). No provider is
 * configured in the embedded default: asking refuses clearly and nothing changes; staff issue by hand.
 */
import { precondition } from "../../../platform/wire/errors";

export interface InvoiceChannelRequest {
  readonly requestNo: string;
  readonly amount: number;
  readonly invoiceType: string;
  readonly titleType: string;
  readonly title: string;
  readonly taxNo: string | null;
  readonly itemName: string;
  readonly email: string | null;
}

/** What the provider says of a request it accepted. */
export type InvoiceChannelState =
  | { readonly status: "ISSUING" }
  | { readonly status: "ISSUED"; readonly invoiceNumber: string; readonly issuedAt: number; readonly pdfFile: string }
  | { readonly status: "FAILED"; readonly reason: string };

export interface InvoiceChannel {
  /** Hands the request to the provider; answers once it is accepted (the invoice comes later). */
  issue(request: InvoiceChannelRequest): Promise<void>;
  query(request: InvoiceChannelRequest): Promise<InvoiceChannelState>;
}

let configured: InvoiceChannel | null = null;

/** Installs (or, with null, removes) the provider adapter. */
export function setInvoiceChannel(channel: InvoiceChannel | null): void {
  configured = channel;
}

export function invoiceChannel(): InvoiceChannel {
  if (!configured) throw precondition("未配置开票通道，无法电子开票：请在税务平台开具后，用「开票」录入发票号码与版式文件");
  return configured;
}

export const channelRequestOf = (row: Record<string, unknown>): InvoiceChannelRequest => ({
  requestNo: String(row.requestNo), amount: Number(row.amount), invoiceType: String(row.invoiceType), titleType: String(row.titleType),
  title: String(row.title), taxNo: row.taxNo === null || row.taxNo === undefined ? null : String(row.taxNo),
  itemName: String(row.itemName), email: row.email === null || row.email === undefined ? null : String(row.email),
});
