/** What the official-account adapter is asked and answers: shared by the adapter (officialAccount.ts) and its HTTP client. */
/** What is sent of a draft: the §7.2 fields as the platform names them (our image keys; the adapter re-hosts them). */
export interface OaArticle {
  readonly title: string;
  readonly author: string | null;
  readonly digest: string | null;
  readonly content: string;
  readonly contentSourceUrl: string | null;
  readonly cover: string;
  readonly articleType: string;
  readonly needOpenComment: boolean;
  readonly onlyFansCanComment: boolean;
  /** Our `coverCrops`: `[{ratio: "2.35:1" | "1:1", box: "x1,y1,x2,y2"}]`. */
  readonly coverCrops: unknown;
  /** The cover's material id from an earlier sync when the cover has not changed since; null: upload it. */
  readonly thumbMediaId: string | null;
}

/** `freepublish/get`: `publish_status` 0–6 and, once published, the article's address. */
export interface OaPublishResult {
  readonly publishStatus: number;
  readonly articleUrl: string | null;
  readonly failReason: string | null;
}

export interface OfficialAccountAdapter {
  /** `draft/add` (with the cover uploaded as permanent material): the draft's media_id and the cover's. */
  addDraft(article: OaArticle): Promise<{ mediaId: string; thumbMediaId: string }>;
  /** `draft/update` (the cover uploaded again when it changed): the cover's material id. */
  updateDraft(mediaId: string, article: OaArticle): Promise<{ thumbMediaId: string }>;
  deleteDraft(mediaId: string): Promise<void>;
  /** `freepublish/submit`: the publish_id to ask about. */
  submitPublish(mediaId: string): Promise<{ publishId: string }>;
  getPublish(publishId: string): Promise<OaPublishResult>;
}
