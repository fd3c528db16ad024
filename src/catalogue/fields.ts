import type { DictName, TagQuery } from "./dictionaries";
import type { UploadDataType } from "./uploads";

/** The few reusable kinds every resource field is made of. */
export const FIELD_KINDS = [
  "text", "longText", "richText", "email", "url", "phone",
  "integer", "decimal", "money", "discount", "boolean", "enum", "dict", "ref",
  "image", "file", "date", "datetime", "tags", "json", "rights",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface EnumOption {
  readonly value: string;
  readonly label: string;
}

/** One field of a resource: what it holds, how it is labelled, and what may be done with it. */
export interface FieldDef {
  readonly key: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /**
   * Required only in some cases the server decides (a recorded lesson's video): the form stars the field
   * and says when. `required` stays for what is always required.
   */
  readonly requiredWhen?: string;
  /** Shown as a grid column. */
  readonly listed?: boolean;
  /** A yes/no field a grid shows as this badge when yes and leaves empty when no (待红冲 in red): a worklist mark, not a 是/否. */
  readonly flag?: { readonly label: string; readonly tone: "danger" | "warning" | "info" };
  /** Offered as a filter and accepted in `cond.jsonq`. */
  readonly filter?: boolean;
  readonly sortable?: boolean;
  /** False for values the server sets (computed, audit, counters). */
  readonly editable?: boolean;
  /** Settable when creating but fixed afterwards. */
  readonly createOnly?: boolean;
  /**
   * Shown only to callers with WRITE on the resource's access object (a lot's reserve price): every
   * answer to a reader leaves the key out — list, get, actions, export and change records alike.
   */
  readonly writersOnly?: boolean;
  /** Unique among the resource's (not deleted) records. */
  readonly unique?: boolean;
  /** With `unique`: `Admin` and `admin` are the same value. */
  readonly caseInsensitive?: boolean;
  /** Text: length limits; numbers: value limits (money in fen). */
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: string;
  readonly patternMessage?: string;
  readonly options?: readonly EnumOption[];
  readonly dict?: DictName;
  /** A text field whose values come from a multi-level tag tree queried at startup (CATEGORY_MUSEUM). */
  readonly tag?: TagQuery;
  /** Name of the resource a `ref` field points to; on a `json` field, that its value is a list of Ids of it. */
  readonly ref?: string;
  /**
   * An Id whose resource another field of the record names (an HD image's subject: subjectType + subjectId):
   * `field` is that field, `resources` the resource per value (null: a value that points at nothing);
   * without `resources` the field holds the resource's name itself (a change record's resource).
   */
  readonly refBy?: {
    readonly field: string;
    readonly resources?: Readonly<Record<string, string | null>>;
    /** In a form, picked by the record's name (a searchable picker over the resource the type names) rather than typed as an Id. */
    readonly pick?: boolean;
  };
  /** A `json` field holding an object or a list of objects: the keys people read, labelled and formatted as fields. */
  readonly columns?: readonly FieldDef[];
  readonly upload?: UploadDataType;
  /**
   * A richText field whose text may hold the article composer's embeds (content.md §7.3): work cards
   * `<work-card type="suha" id="12">` and on-demand videos `<vod-video id="3">`, resolved when shown.
   * The sanitiser keeps those two tags with exactly those attributes here, and nowhere else.
   */
  readonly embeds?: boolean;
  readonly placeholder?: string;
  readonly help?: string;
  /**
   * A field chosen with a special picker: `region`, a GB/T 2260 district code through the province →
   * city → district cascader; `refs`, a json list of Ids of `ref` picked by name as chips.
   */
  readonly picker?: "region" | "refs";
  /**
   * With `picker: "refs"`: the picker offers only records of `ref` whose field (the key) equals the value —
   * a constant, or `{ field }`, what the form's own field holds now (the artist's works, the course's
   * classes); until that field is filled the picker waits. The server checks the same rule; this only
   * keeps the choice to what it accepts. The target's fields must be filterable.
   */
  readonly refScope?: Readonly<Record<string, string | number | { readonly field: string }>>;
  /**
   * An action's input bounded by the record it acts on: at most `of` less the `less` fields (退款金额 ≤
   * 实付 − 已退 − 退款中). The form shows the bound, named `label`, before the user types, and checks it.
   */
  readonly maxFromRecord?: { readonly of: string; readonly less?: readonly string[]; readonly label: string };
}

/** Default length limits, so that no text field is unbounded. */
export const DEFAULT_MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  text: 255,
  longText: 4000,
  richText: 200_000,
  email: 320,
  url: 2048,
  phone: 32,
  image: 2048,
  file: 2048,
  json: 100_000,
};

export function maxLengthOf(field: FieldDef): number | undefined {
  return field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind];
}
