import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../../ui/cn";
import { useSignedUrl } from "./signedUrls";

/** Whether the element is on screen (inside its scrolling grid); rows in the overscan are not. */
function useOnScreen(el: Element | null): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!el) return;
    const io = new IntersectionObserver(([entry]) => setOn(entry?.isIntersecting ?? false));
    io.observe(el);
    return () => io.disconnect();
  }, [el]);
  return on;
}

/** An image field's thumbnail: signed only while on screen; a placeholder until then or when it cannot be shown. */
export function Thumbnail({ value, label, large = false }: { value: string; label: string; large?: boolean }) {
  const [el, setEl] = useState<HTMLSpanElement | null>(null);
  const onScreen = useOnScreen(el);
  const url = useSignedUrl(value, onScreen);
  return (
    <span ref={setEl} data-slot="thumbnail" title={value}
      className={cn("inline-flex shrink-0 items-center justify-center overflow-hidden rounded border border-gray-200 bg-gray-50 align-middle", large ? "h-20 w-20" : "h-7 w-7")}>
      {url ? <img src={url} alt={label} data-testid="thumbnail" className="h-full w-full object-cover" /> : <ImageOff size={large ? 20 : 14} className="text-gray-400" aria-label={`${label}（未加载）`} />}
    </span>
  );
}
