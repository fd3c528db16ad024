import { formatField, type FieldDef } from "../../../catalogue";

type Row = Readonly<Record<string, unknown>>;

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** The bound an input takes from the record it acts on (退款金额 ≤ 实付 − 已退 − 退款中), or null. */
export function recordLimit(field: FieldDef, record: Row | undefined): number | null {
  const rule = field.maxFromRecord;
  if (!rule || !record) return null;
  return Math.max(0, num(record[rule.of]) - (rule.less ?? []).reduce((sum, k) => sum + num(record[k]), 0));
}

/** The inputs with their bound said in their help, so the user reads it before typing: 可退金额 ¥12.50. */
export function withLimits(fields: readonly FieldDef[], record: Row | undefined): FieldDef[] {
  return fields.map((f) => {
    const max = recordLimit(f, record);
    if (max === null || !f.maxFromRecord) return f;
    const said = `${f.maxFromRecord.label} ${formatField(f, max)}`;
    return { ...f, help: f.help ? `${said}；${f.help}` : said };
  });
}

/** Errors for wire values over their record's bound, in the kind's own format. */
export function limitErrors(fields: readonly FieldDef[], data: Readonly<Record<string, unknown>>, record: Row | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const max = recordLimit(f, record);
    const v = data[f.key];
    if (max !== null && typeof v === "number" && v > max) errors[f.key] = `${f.label}不能超过${f.maxFromRecord?.label ?? ""} ${formatField(f, max)}`;
  }
  return errors;
}
