import type { Row, Tx } from "../../../../platform/db/types";

/** One record a parser read from a page. */
export interface ParsedItem {
  /** What identifies it across runs (the target's 主键字段). */
  readonly key: string;
  readonly title: string;
  /** The page it came from. */
  readonly url: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** A page as fetched. */
export interface Page {
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
}

/** The target's parser options (列表路径, 主键字段). */
export interface ParserOptions {
  readonly itemPath: string | null;
  readonly keyField: string | null;
}

export interface ParseResult {
  readonly items: readonly ParsedItem[];
  /** Further pages the page points to (a `next` link), fetched while the run's page budget lasts. */
  readonly next: readonly string[];
}

/** What the sink did with a run's items. */
export interface SinkCounts {
  readonly itemsNew: number;
  readonly itemsUpdated: number;
  /** What the run record keeps of them (its 解析结果). */
  readonly stored: readonly Record<string, unknown>[];
}

/**
 * Where a parser's items land, at the end of a run, in the transaction that finishes it. Another
 * resource's staging table (西方作品数据, YGSF 分页…) plugs in here as a sink of its own.
 */
export interface Sink {
  readonly name: string;
  store(tx: Tx, run: Row, items: readonly ParsedItem[], at: number): Promise<SinkCounts>;
}

export interface Parser {
  readonly label: string;
  parse(page: Page, options: ParserOptions): ParseResult;
  readonly sink: Sink;
}
