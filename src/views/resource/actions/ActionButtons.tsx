import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import type { ActionChoice } from "../../../catalogue";
import { Button, buttonVariants } from "../../../ui/button";
import { Kbd } from "../../../ui/kbd";
import type { Offer } from "./offers";

/**
 * A button per offer, each with its shortcut. An offer with fixed choices (设置状态) is a menu of
 * them; `menuOpen` lets its shortcut open the menu from the keyboard.
 */
export function ActionButtons({ offers, onStart, menuOpen, onMenuOpenChange }: {
  offers: readonly Offer[];
  onStart(offer: Offer, choice?: ActionChoice): void;
  /** The key of the offer whose choices menu is open. */
  menuOpen: string | null;
  onMenuOpenChange(key: string | null): void;
}) {
  return offers.map((offer) => {
    const keys = offer.shortcut && <Kbd>{offer.shortcut}</Kbd>;
    if (!offer.choices) {
      return (
        <Button key={offer.key} size="sm" variant={offer.danger ? "danger-outline" : "outline"} onClick={() => onStart(offer)} data-offer={offer.key}>
          {offer.label}{offer.form && "…"} {keys}
        </Button>
      );
    }
    return (
      <Menu.Root key={offer.key} open={menuOpen === offer.key} onOpenChange={(o) => onMenuOpenChange(o ? offer.key : null)}>
        <Menu.Trigger className={buttonVariants({ size: "sm" })} data-slot="button" data-offer={offer.key}>
          {offer.label} {keys}<ChevronDown size={12} aria-hidden="true" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="start" sideOffset={4} className="z-30 min-w-[120px] rounded bg-white py-1 shadow-lg ring-1 ring-black/5">
            {offer.choices.map((c) => (
              <Menu.Item key={c.label} onSelect={() => onStart(offer, c)} className="cursor-pointer px-3 py-1.5 outline-none data-[highlighted]:bg-primary-soft">
                {c.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    );
  });
}
