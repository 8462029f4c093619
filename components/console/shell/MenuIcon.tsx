'use client';
/**
 * The menu's icon names (server/seed/data/menus.ts: RuoYi's svg-icon names) drawn with
 * @mui/icons-material. A name without a picture gets a folder (directory) or a page.
 */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Assignment from '@mui/icons-material/Assignment';
import Computer from '@mui/icons-material/Computer';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Edit from '@mui/icons-material/Edit';
import Folder from '@mui/icons-material/Folder';
import Handshake from '@mui/icons-material/Handshake';
import History from '@mui/icons-material/History';
import Image from '@mui/icons-material/Image';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import MenuBook from '@mui/icons-material/MenuBook';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Phone from '@mui/icons-material/Phone';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

const ICONS: Readonly<Record<string, typeof Dashboard>> = {
  dashboard: Dashboard,
  goods: Inventory2,
  edit: Edit,
  order: ReceiptLong,
  money: Payments,
  monitor: Computer,
  service: SupportAgent,
  invoice: Receipt,
  verified: VerifiedUser,
  platform: AdminPanelSettings,
  form: Assignment,
  handshake: Handshake,
  shop: Storefront,
  documentation: Article,
  image: Image,
  coupon: LocalOffer,
  dict: MenuBook,
  people: People,
  log: History,
  setting: Settings,
  phone: Phone,
};

export function MenuIcon({ name, directory = false, fontSize = 'small' }: { name: string; directory?: boolean; fontSize?: 'small' | 'inherit' | 'medium' }) {
  const Icon = ICONS[name] ?? (directory ? Folder : Description);
  return <Icon fontSize={fontSize} />;
}
