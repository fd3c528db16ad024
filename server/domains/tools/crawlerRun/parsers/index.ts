/**
 * The parser registry, by the target's 解析器 (CRAWLER_PARSERS): each with its sink. The generic JSON
 * list and HTML table parsers keep their items on the run; WGA works and artists (西方作品/艺术家数据),
 * YGSF pages and the Met's open access have no code yet — a run that names one fails with that said,
 * having fetched nothing. Their staging resources plug in here as parsers with sinks of their own.
 */
import type { CRAWLER_PARSERS } from "../../../../../src/catalogue/resources/tools/crawlerEnums";
import { parseHtmlTable } from "./htmlTable";
import { parseJsonList } from "./jsonList";
import { runItemsSink } from "./runItemsSink";
import type { Parser } from "./types";

export type ParserKind = (typeof CRAWLER_PARSERS)[number]["value"];

export const PARSERS: Readonly<Partial<Record<ParserKind, Parser>>> = {
  jsonList: { label: "通用 JSON 列表", parse: parseJsonList, sink: runItemsSink },
  htmlTable: { label: "通用 HTML 表格", parse: parseHtmlTable, sink: runItemsSink },
};

/** The parser of a kind, or undefined when it has no code yet. */
export function parserOf(kind: string): Parser | undefined {
  return PARSERS[kind as ParserKind];
}

export { ParseError } from "./jsonList";
export type { Page, ParsedItem, Parser, Sink } from "./types";
