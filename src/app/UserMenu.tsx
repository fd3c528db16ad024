import * as Menu from "@radix-ui/react-dropdown-menu";
import { useNavigate } from "react-router";
import { useSession } from "../state/session";

/** Spec §2: the header's user menu has one item, 退出登录; any other key would open /account/{key}. */
const ITEMS = [{ key: "logout", label: "退出登录" }] as const;

export function UserMenu() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const choose = (key: string) => {
    if (key === "logout") void logout();
    else navigate(`/account/${key}`);
  };
  return (
    <Menu.Root>
      <Menu.Trigger data-testid="user-menu" className="flex h-12 items-center gap-2 rounded px-3 hover:bg-gray-100" aria-label={`用户菜单：${user?.userName ?? ""}`}>
        <img src="/logo.svg" alt="" className="h-6 w-6 rounded-full" />
        <span data-testid="user-name" className="hidden max-w-[10rem] truncate sm:inline">{user?.userName}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-30 min-w-[160px] rounded bg-white py-1 shadow-lg ring-1 ring-black/5">
          {ITEMS.map((item) => (
            <Menu.Item key={item.key} onSelect={() => choose(item.key)}
              className="cursor-pointer px-4 py-2 outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active">
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
