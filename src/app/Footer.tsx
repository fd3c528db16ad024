/** The operating company's 2022 copyright line and the ICP filing link (spec §2), both configurable at build time. */
const COMPANY = import.meta.env.VITE_MOYUAN_COMPANY ?? "墨苑文化科技有限公司";
const ICP = import.meta.env.VITE_MOYUAN_ICP ?? "京ICP备2022000000号-1";
const ICP_URL = "https://beian.miit.gov.cn/";

export function Footer() {
  return (
    <footer className="px-6 py-6 text-center text-gray-600" data-testid="footer">
      <p>Copyright © 2022 {COMPANY}</p>
      <p className="mt-1">
        <a href={ICP_URL} target="_blank" rel="noopener noreferrer" className="hover:text-primary-active">{ICP}</a>
      </p>
    </footer>
  );
}
