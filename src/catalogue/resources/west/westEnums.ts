/** Western art's schools and subjects (content.md §5.1), shared by works and artists. */
export const MOVEMENTS = [
  { value: "gothic", label: "哥特" }, { value: "earlyRenaissance", label: "早期文艺复兴" }, { value: "highRenaissance", label: "盛期文艺复兴" },
  { value: "northernRenaissance", label: "北方文艺复兴" }, { value: "mannerism", label: "样式主义" }, { value: "baroque", label: "巴洛克" },
  { value: "rococo", label: "洛可可" }, { value: "neoclassicism", label: "新古典主义" }, { value: "romanticism", label: "浪漫主义" },
  { value: "realism", label: "现实主义" }, { value: "impressionism", label: "印象派" }, { value: "postImpressionism", label: "后印象派" },
  { value: "symbolism", label: "象征主义" }, { value: "artNouveau", label: "新艺术运动" }, { value: "expressionism", label: "表现主义" },
  { value: "modern", label: "现代" }, { value: "other", label: "其他" },
] as const;
export type Movement = (typeof MOVEMENTS)[number]["value"];

export const GENRES = [
  { value: "portrait", label: "肖像" }, { value: "landscape", label: "风景" }, { value: "religious", label: "宗教" },
  { value: "mythological", label: "神话" }, { value: "history", label: "历史" }, { value: "genre", label: "风俗" },
  { value: "stillLife", label: "静物" }, { value: "other", label: "其他" },
] as const;
