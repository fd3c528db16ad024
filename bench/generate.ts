import SQLite from "better-sqlite3";
import type pg from "pg";

/**
 * Generated museums: the same deterministic rows on both databases (row i is a pure function of i),
 * so the two databases hold identical data. Names are unique (`博物馆 000123`), utime strictly increases.
 */

/** Province (or country, the field is 省份/国家), its English name, and some of its cities. */
const PLACES: readonly (readonly [string, string, readonly string[]])[] = [
  ["北京", "Beijing", ["北京"]], ["上海", "Shanghai", ["上海"]], ["天津", "Tianjin", ["天津"]],
  ["江苏", "Jiangsu", ["南京", "苏州", "扬州", "无锡", "常州"]], ["浙江", "Zhejiang", ["杭州", "宁波", "绍兴", "温州", "湖州"]],
  ["陕西", "Shaanxi", ["西安", "宝鸡", "延安", "咸阳"]], ["四川", "Sichuan", ["成都", "绵阳", "乐山", "自贡"]],
  ["湖南", "Hunan", ["长沙", "岳阳", "湘潭", "衡阳"]], ["广东", "Guangdong", ["广州", "深圳", "佛山", "潮州"]],
  ["河南", "Henan", ["郑州", "洛阳", "开封", "安阳"]], ["山西", "Shanxi", ["太原", "大同", "平遥"]],
  ["山东", "Shandong", ["济南", "青岛", "曲阜", "潍坊"]], ["湖北", "Hubei", ["武汉", "荆州", "宜昌"]],
  ["福建", "Fujian", ["福州", "泉州", "厦门"]], ["云南", "Yunnan", ["昆明", "大理", "丽江"]],
  ["甘肃", "Gansu", ["兰州", "敦煌", "天水"]], ["安徽", "Anhui", ["合肥", "黄山", "安庆"]],
  ["辽宁", "Liaoning", ["沈阳", "大连"]], ["台湾", "Taiwan", ["台北", "台中"]], ["香港", "Hong Kong", ["香港"]],
  ["日本", "Japan", ["东京", "京都", "奈良", "大阪"]], ["美国", "USA", ["纽约", "波士顿", "华盛顿", "旧金山"]],
  ["英国", "UK", ["伦敦", "牛津"]], ["法国", "France", ["巴黎"]],
];
const TRIPLES = PLACES.flatMap(([province, provinceEn, cities]) => cities.map((city) => ({ province, provinceEn, city })));

/** The CATEGORY_MUSEUM tag values the demo seed uses, with a label and an English word for the names. */
const CATEGORIES = [
  { code: "COMPREHENSIVE", label: "综合类博物馆", en: "General" }, { code: "HISTORY", label: "历史博物馆", en: "History" },
  { code: "ART", label: "艺术博物馆", en: "Art" }, { code: "GALLERY", label: "美术馆", en: "Fine Arts" },
  { code: "ACADEMY", label: "书画院", en: "Painting and Calligraphy" }, { code: "SITE", label: "遗址博物馆", en: "Heritage Site" },
  { code: "OVERSEAS", label: "海外收藏机构", en: "Asian Art" },
] as const;

const STREETS = ["人民路", "解放路", "中山路", "文化路", "博物馆路", "建设路", "和平路", "长安街", "南京路", "北京路", "东大街", "西大街"];

const T0 = Date.UTC(2024, 0, 1);
const STEP_MS = 60_000;
const DAY_MS = 86_400_000;

/** Digits of the number in a name: at least 6, enough for every row. */
function width(rows: number): number {
  return Math.max(6, String(Math.max(0, rows - 1)).length);
}

export const COLUMNS = ["ctime", "utime", "name", "nameEn", "category", "province", "city", "address", "website", "description"] as const;

/** Row i's values in COLUMNS order (the same formulas as the PostgreSQL generator below). */
function museumRow(i: number, w: number): (string | number)[] {
  const n = String(i).padStart(w, "0");
  const place = TRIPLES[(i * 7919) % TRIPLES.length]!;
  const cat = CATEGORIES[(i * 31) % CATEGORIES.length]!;
  const utime = T0 + i * STEP_MS + ((i * 104729) % STEP_MS);
  return [
    utime - ((i * 7) % 90) * DAY_MS, utime,
    `博物馆 ${n}`, `${place.provinceEn} ${cat.en} Museum ${n}`, cat.code, place.province, place.city,
    `${place.city}${STREETS[(i * 17) % STREETS.length]!}${1 + ((i * 13) % 500)}号`,
    `https://m${n}.museums.example.cn`,
    `${place.province}${place.city}的${cat.label}，收藏书画、陶瓷与地方文物。`,
  ];
}

/**
 * Fills the server's SQLite file: one prepared insert, one transaction, then a WAL checkpoint. The triggers that
 * keep `museum_fts` (the substring index) in step are set aside for the bulk insert and the index rebuilt once
 * — a trigger per row made 1,000,000 rows take 5 minutes instead of 1 — then the statistics a running server
 * gathers by itself (PRAGMA optimize) so that the planner sees the table as it is.
 */
export function generateSqlite(file: string, rows: number): void {
  const db = new SQLite(file);
  try {
    db.pragma("busy_timeout = 5000");
    const triggers = db.prepare(`select sql from sqlite_master where type = 'trigger' and tbl_name = 'museum'`).all() as { sql: string }[];
    const hasFts = db.prepare(`select 1 from sqlite_master where name = 'museum_fts'`).get() !== undefined;
    const insert = db.prepare(`INSERT INTO museum (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`);
    const w = width(rows);
    db.transaction(() => {
      for (const t of db.prepare(`select name from sqlite_master where type = 'trigger' and tbl_name = 'museum'`).all() as { name: string }[]) db.exec(`drop trigger "${t.name}"`);
      for (let i = 0; i < rows; i++) insert.run(museumRow(i, w));
      if (hasFts) db.exec(`insert into museum_fts(museum_fts) values ('rebuild')`);
      for (const t of triggers) db.exec(t.sql);
    })();
    db.pragma("analysis_limit = 1000");
    db.pragma("optimize = 0x10002");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

/** Fills PostgreSQL with one INSERT … SELECT over generate_series, then VACUUM ANALYZE (as autovacuum would). */
export async function generatePostgres(pool: pg.Pool, rows: number): Promise<void> {
  const t = TRIPLES.length;
  const c = CATEGORIES.length;
  const s = STREETS.length;
  await pool.query(
    `INSERT INTO museum (${COLUMNS.map((col) => `"${col}"`).join(", ")})
     SELECT u - ((i * 7) % 90) * ${DAY_MS}, u,
            '博物馆 ' || n,
            ($2::text[])[t] || ' ' || ($6::text[])[c] || ' Museum ' || n,
            ($4::text[])[c], ($1::text[])[t], ($3::text[])[t],
            ($3::text[])[t] || ($7::text[])[(1 + (i * 17) % ${s})::int] || (1 + (i * 13) % 500)::text || '号',
            'https://m' || n || '.museums.example.cn',
            ($1::text[])[t] || ($3::text[])[t] || '的' || ($5::text[])[c] || '，收藏书画、陶瓷与地方文物。'
     FROM (
       SELECT i, lpad(i::text, ${width(rows)}, '0') AS n,
              ${T0}::bigint + i * ${STEP_MS} + (i * 104729) % ${STEP_MS} AS u,
              (1 + (i * 7919) % ${t})::int AS t, (1 + (i * 31) % ${c})::int AS c
       FROM generate_series(0::bigint, $8::bigint - 1) AS i
     ) AS g`,
    [
      TRIPLES.map((p) => p.province), TRIPLES.map((p) => p.provinceEn), TRIPLES.map((p) => p.city),
      CATEGORIES.map((k) => k.code), CATEGORIES.map((k) => k.label), CATEGORIES.map((k) => k.en),
      STREETS, rows,
    ],
  );
  await pool.query("VACUUM ANALYZE museum");
}

/**
 * The indexes issue 12's best SQL uses, made here when the server's migrations have not made them (IF NOT EXISTS:
 * once the migration exists, they are already there): SQLite an FTS5 trigram table `museum_fts` over `fields`
 * (external content, filled once; the bench writes nothing afterwards, so no sync triggers), PostgreSQL pg_trgm and a
 * GIN index `museum_<field>_trgm` per field. Answers what it found or made, for the report.
 */
export function ensureSqliteSearchIndexes(file: string, fields: readonly string[]): string {
  const db = new SQLite(file);
  try {
    db.pragma("busy_timeout = 5000");
    const exists = db.prepare(`select 1 from sqlite_master where name = 'museum_fts'`).get();
    if (exists) return "`museum_fts` (FTS5 trigram) from the server's migration";
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS museum_fts USING fts5(${fields.map((f) => `"${f}"`).join(", ")}, tokenize = 'trigram', content = 'museum', content_rowid = 'Id')`);
    db.exec(`INSERT INTO museum_fts(museum_fts) VALUES ('rebuild')`);
    db.pragma("wal_checkpoint(TRUNCATE)");
    return `\`museum_fts\` (FTS5 trigram over ${fields.join(", ")}) made by the bench: the server's migration has none`;
  } finally {
    db.close();
  }
}

export async function ensurePostgresSearchIndexes(pool: pg.Pool, fields: readonly string[]): Promise<string> {
  const ext = async () => (await pool.query<{ schema: string }>(
    `select n.nspname as "schema" from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
  )).rows[0]?.schema;
  let schema = await ext();
  const had = schema !== undefined;
  if (!had) {
    await pool.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    schema = await ext();
  }
  const existing = new Set((await pool.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = current_schema() and tablename = 'museum'`,
  )).rows.map((r) => r.indexname));
  const made: string[] = [];
  for (const f of fields) {
    const name = `museum_${f}_trgm`;
    if (existing.has(name)) continue;
    await pool.query(`CREATE INDEX IF NOT EXISTS "${name}" ON museum USING gin ("${f}" "${schema}".gin_trgm_ops)`);
    made.push(name);
  }
  if (made.length > 0) await pool.query("ANALYZE museum");
  return made.length === 0
    ? "pg_trgm GIN indexes from the server's migration"
    : `pg_trgm${had ? "" : " (extension created by the bench)"} and GIN ${made.map((m) => `\`${m}\``).join(", ")} made by the bench: the server's migration has none`;
}
