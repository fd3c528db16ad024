/**
 * The YGSF glyph source is an outside site: every call to it goes through this adapter. Its embedded
 * default refuses clearly and changes nothing — no count, page or image is ever made up. A deployment that
 * has cleared the source's licence (content.md §18 Q14) plugs in a client with `setYgsfSource`.
 */
import { precondition } from "../../../platform/wire/errors";

export interface YgsfQuery {
  readonly queryKey: string;
  readonly queryType: string;
  readonly scriptFilter: string;
}

export interface YgsfSource {
  /** How many results the source reports for a query, and its page size. */
  count(query: YgsfQuery): Promise<{ totalCount: number; pageSize: number }>;
  /** A glyph's image bytes from the source. */
  image(remoteUrl: string): Promise<Uint8Array>;
}

const NOT_CONFIGURED = "未配置 YGSF 数据源（该来源的使用授权尚未确认），不能抓取；记录未作任何修改";

const refusing: YgsfSource = {
  count: () => Promise.reject(precondition(NOT_CONFIGURED)),
  image: () => Promise.reject(precondition(NOT_CONFIGURED)),
};

let source: YgsfSource = refusing;

export function ygsfSource(): YgsfSource {
  return source;
}

/** Replaces the source client; answers a function that puts the previous one back. */
export function setYgsfSource(next: YgsfSource): () => void {
  const before = source;
  source = next;
  return () => {
    source = before;
  };
}
