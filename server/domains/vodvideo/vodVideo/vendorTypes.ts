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

/** One playable stream of a video, as the service's GetPlayInfo answers it (its address short-lived when URL signing is on). */
export interface VodPlayStream {
  readonly url: string;
  /** LD · SD · HD · OD … */
  readonly definition: string;
  /** mp4 · m3u8 … */
  readonly format: string;
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
  /** The video's playable streams; `authTimeoutSec` bounds how long a signed address plays. */
  playInfo(vendorVideoId: string, authTimeoutSec: number): Promise<VodPlayStream[]>;
  /** Addresses of the service's snapshots of the video (the covers one may pick). */
  snapshots(vendorVideoId: string): Promise<string[]>;
}
