import {
  BookOpen, Calendar, Camera, ClipboardList, Clock, Crown, FileText, Highlighter, Image, LayoutDashboard, MessageSquare,
  PieChart, ScanLine, ShoppingBag, ShoppingCart, Smartphone, Store, User, UserPlus, Users, Video, Wrench, MonitorPlay,
  type LucideIcon,
} from "lucide-react";
import type { RouteIcon as IconName } from "../catalogue";

/** The spec's Ant Design icon names, drawn with lucide's nearest equivalents. */
const ICONS: Record<IconName, LucideIcon> = {
  dashboard: LayoutDashboard, profile: ClipboardList, user: User, book: BookOpen, tool: Wrench, highlight: Highlighter,
  team: Users, "user-add": UserPlus, crown: Crown, "video-camera-add": Video, picture: Image, shopping: ShoppingCart,
  youtube: MonitorPlay, shop: Store, comment: MessageSquare, camera: Camera, mobile: Smartphone, scan: ScanLine, form: FileText,
  calendar: Calendar, "fund-projection-screen": PieChart, "field-time": Clock,
};

export function RouteIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name] ?? ShoppingBag;
  return <Icon className={className} aria-hidden="true" size={16} />;
}
