/** One file to import, as listed from the source. */
export interface SourceItem {
  readonly rowNo: number;
  readonly fileKey: string;
  readonly title: string | null;
  readonly subjectType: string | null;
  readonly subjectCode: string | null;
  readonly meta: Record<string, string>;
}
