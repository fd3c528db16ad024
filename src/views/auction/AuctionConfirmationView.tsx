import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { formatMoney } from "../../catalogue/kinds/money";
import { formatShanghai } from "../../catalogue/kinds/shanghai";
import { auction, auctionLot } from "../../catalogue/registry";
import { resourceClient } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { RefText } from "../resource/RefText";
import type { ViewProps } from "../viewProps";

const money = (v: unknown) => (typeof v === "number" ? formatMoney(v) : "—");

/**
 * /shiy/auctionConfirmation?lotId= (content.md §8.7 打印成交确认书): one sold lot's confirmation for
 * the buyer — auction, 图录号, work, hammer price, premium and total, payment deadline — as a page
 * that prints on one A4 sheet (the buttons are not printed). P or the button prints; Esc goes back.
 */
export default function AuctionConfirmationView({ route }: ViewProps) {
  const [params] = useSearchParams();
  const lotId = Number(params.get("lotId"));
  const lots = useMemo(() => resourceClient(auctionLot), []);
  const auctions = useMemo(() => resourceClient(auction), []);
  const lot = useQuery({ queryKey: ["confirmation", lotId], queryFn: async () => (await lots.get(lotId, { silent: true })).data, enabled: lotId > 0, retry: false });
  const sale = useQuery({ queryKey: ["confirmation-auction", lot.data?.auctionId], queryFn: async () => (await auctions.get(Number(lot.data?.auctionId), { silent: true })).data, enabled: lot.data !== undefined, retry: false });
  const printButton = useRef<HTMLButtonElement>(null);
  const ready = lot.data?.status === "sold" && sale.data !== undefined;
  useEffect(() => {
    if (ready) printButton.current?.focus();
  }, [ready]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") window.history.back();
      else if (ready && (e.key === "p" || e.key === "P") && !e.ctrlKey && !e.metaKey) window.print();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [ready]);

  const back = <Link to={lot.data ? `/shiy/ShiyAuctionRoomList?auctionId=${String(lot.data.auctionId)}` : "/shiy/shiyAuction"} className="text-primary-active hover:underline">返回拍卖场次</Link>;
  if (!(lotId > 0) || lot.isError) return <main className="p-8"><h1 className="text-lg">{route.title}</h1><p className="mt-2" role="alert">没有找到这件拍品。</p>{back}</main>;
  if (!lot.data || (lot.data.status === "sold" && !sale.data)) return <main className="p-8" aria-busy="true">正在读取…</main>;
  const l = lot.data;
  if (l.status !== "sold") {
    return <main className="p-8"><h1 className="text-lg">{route.title}</h1><p className="mt-2" role="alert">拍品「{String(l.title)}」（图录号 {String(l.lotNo)}）未成交，没有成交确认书。</p>{back}</main>;
  }
  const a = sale.data!;
  const rows: [string, ReactNode][] = [
    ["拍卖会", `${String(a.name)}（${String(a.code)}）`],
    ["图录号", String(l.lotNo)],
    ["拍品名称", String(l.title)],
    ["艺术家", <RefText key="artist" resource="programmeArtist" value={l.artistId} />],
    ["买受人", <RefText key="winner" resource="visitor" value={l.winnerId} />],
    ["落槌价", money(l.hammerPrice)],
    [`买方佣金（${String(a.buyerPremiumRate)}%）`, money(l.buyerPremium)],
    ["成交价（含佣金）", money(l.totalPrice)],
    ["落槌时间", typeof l.endAt === "number" ? formatShanghai(l.endAt) : "—"],
    ["订单", <RefText key="order" resource="order" value={l.orderId} />],
  ];
  return (
    <main className="mx-auto max-w-[210mm] bg-white p-10 text-gray-900 print:max-w-none print:p-0" data-testid="auction-confirmation">
      <style>{"@media print { @page { size: A4; margin: 18mm; } body { background: white; } }"}</style>
      <div className="mb-6 flex items-center gap-3 print:hidden">
        <Button ref={printButton} onClick={() => window.print()} aria-keyshortcuts="P">打印（P）</Button>
        {back}
        <span className="text-sm text-gray-500">Esc 返回</span>
      </div>
      <h1 className="text-center text-2xl font-semibold tracking-widest">拍卖成交确认书</h1>
      <p className="mt-2 text-center text-sm text-gray-600">墨苑驻留计划 · {String(a.name)}</p>
      <dl className="mt-8 grid grid-cols-[10rem_1fr] border-t border-gray-300">
        {rows.map(([k, v]) => [
          <dt key={`${k}-t`} className="border-b border-gray-300 py-2 pr-4 text-gray-600">{k}</dt>,
          <dd key={`${k}-d`} className="border-b border-gray-300 py-2 tabular-nums">{v}</dd>,
        ])}
      </dl>
      <p className="mt-6 text-sm leading-7">
        买受人已于上述时间以上述价格竞得该拍品。成交价须自结算之日起 7 日内付清，逾期视为违约，保证金不予退还。
        本确认书一式两份，买受人与拍卖方各执一份。
      </p>
      <div className="mt-16 grid grid-cols-2 gap-8 text-sm">
        <p>买受人（签字）：</p>
        <p>拍卖方（盖章）：</p>
        <p>日期：</p>
        <p>日期：</p>
      </div>
    </main>
  );
}
