import type { Config } from "tailwindcss";

// Spec §9: primary #1890ff, dark navigation, breakpoints xs < 576 ≤ sm < 768 ≤ md < 992 ≤ lg < 1200 ≤ xl < 1600 ≤ xxl.
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    screens: { sm: "576px", md: "768px", lg: "992px", xl: "1200px", xxl: "1600px" },
    extend: {
      colors: {
        // #1890ff is the primary (spec §9) for accents, focus and borders; text on it or in it uses the
        // darker shades so that it meets WCAG AA contrast (white on #1890ff is only 3.2:1).
        primary: { DEFAULT: "#1890ff", hover: "#40a9ff", active: "#096dd9", ink: "#0958d9", soft: "#e6f7ff" },
        nav: { DEFAULT: "#001529", deep: "#000c17", item: "rgba(255,255,255,0.65)" },
      },
      fontFamily: {
        sans: ["-apple-system", "BlinkMacSystemFont", "'Segoe UI'", "'PingFang SC'", "'Hiragino Sans GB'", "'Microsoft YaHei'", "'Noto Sans CJK SC'", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
