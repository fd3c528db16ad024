/**
 * The phones the preview shows an article on (content.md §7.3: a 375 × 812 frame with iOS / Android /
 * 小程序 toggles): the CSS size of a common phone of each kind and the bar the app's page sits under.
 */
export interface PreviewDevice {
  readonly key: "ios" | "android" | "miniapp";
  readonly label: string;
  readonly width: number;
  readonly height: number;
  /** What sits above the page: the system's status bar, or the mini program's bar with its capsule. */
  readonly bar: { readonly height: number; readonly miniProgram: boolean };
}

export const DEVICES: readonly PreviewDevice[] = [
  { key: "ios", label: "iOS", width: 375, height: 812, bar: { height: 44, miniProgram: false } },
  { key: "android", label: "Android", width: 360, height: 800, bar: { height: 24, miniProgram: false } },
  { key: "miniapp", label: "小程序", width: 375, height: 812, bar: { height: 88, miniProgram: true } },
];

export const deviceOf = (key: string | null) => DEVICES.find((d) => d.key === key) ?? DEVICES[0]!;
