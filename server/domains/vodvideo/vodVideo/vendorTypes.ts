/** What a VOD service adapter answers and is asked (vendor.ts picks the adapter, aliyunVod.ts is one). */
/** A media record as the VOD service reports it. */
export interface VodMediaInfo {
  readonly vendorVideoId: string;
  /** One of the service's statuses: Uploading · UploadFail · UploadSucc · Transcoding · TranscodeFail · Checking · Blocked · Normal. */
  readonly status: string;
  readonly durationSec: number | null;
  readonly fileSize: number | null;
  readonly cover: string | null;
  readonly definitions: readonly string[] | null;
}

export interface VodUploadRequest {
  readonly title: string;
  /** A signed address of the source file in our file library, which the service pulls. */
  readonly sourceUrl: string;
  readonly templateGroupId: string | null;
  readonly category: string | null;
}

export interface VodVendor {
  /** Shown in messages: 阿里云视频点播. */
  readonly name: string;
  /** Hands a source file to the service; answers the service's video id. */
  upload(request: VodUploadRequest): Promise<{ vendorVideoId: string }>;
  /** The service's records of these videos (a missing one is left out). */
  infos(vendorVideoIds: readonly string[]): Promise<VodMediaInfo[]>;
  transcode(vendorVideoId: string, templateGroupId: string | null): Promise<void>;
  remove(vendorVideoId: string): Promise<void>;
}
