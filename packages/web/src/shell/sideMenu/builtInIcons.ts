import AccountTreeIcon from "@mui/icons-material/AccountTree";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import AgricultureIcon from "@mui/icons-material/Agriculture";
import AnalyticsIcon from "@mui/icons-material/Analytics";
import ApartmentIcon from "@mui/icons-material/Apartment";
import ArticleIcon from "@mui/icons-material/Article";
import AssessmentIcon from "@mui/icons-material/Assessment";
import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import BadgeIcon from "@mui/icons-material/Badge";
import BarChartIcon from "@mui/icons-material/BarChart";
import BoltIcon from "@mui/icons-material/Bolt";
import BusinessIcon from "@mui/icons-material/Business";
import CodeIcon from "@mui/icons-material/Code";
import ConstructionIcon from "@mui/icons-material/Construction";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DescriptionIcon from "@mui/icons-material/Description";
import EngineeringIcon from "@mui/icons-material/Engineering";
import EventIcon from "@mui/icons-material/Event";
import FactoryIcon from "@mui/icons-material/Factory";
import FlightIcon from "@mui/icons-material/Flight";
import FolderIcon from "@mui/icons-material/Folder";
import GroupsIcon from "@mui/icons-material/Groups";
import HealthAndSafetyIcon from "@mui/icons-material/HealthAndSafety";
import HomeIcon from "@mui/icons-material/Home";
import InsightsIcon from "@mui/icons-material/Insights";
import InventoryIcon from "@mui/icons-material/Inventory";
import LocalHospitalIcon from "@mui/icons-material/LocalHospital";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import MapIcon from "@mui/icons-material/Map";
import PeopleIcon from "@mui/icons-material/People";
import PieChartIcon from "@mui/icons-material/PieChart";
import PublicIcon from "@mui/icons-material/Public";
import SchoolIcon from "@mui/icons-material/School";
import ScienceIcon from "@mui/icons-material/Science";
import SettingsIcon from "@mui/icons-material/Settings";
import ShowChartIcon from "@mui/icons-material/ShowChart";
import SpeedIcon from "@mui/icons-material/Speed";
import StorageIcon from "@mui/icons-material/Storage";
import TableChartIcon from "@mui/icons-material/TableChart";
import TimelineIcon from "@mui/icons-material/Timeline";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import WarehouseIcon from "@mui/icons-material/Warehouse";
import type SvgIcon from "@mui/material/SvgIcon";

type IconComponent = typeof SvgIcon;

/**
 * The built-in icons menu items may name (`icon: { type: "BuiltIn", content: "<name>" }`): a curated set of
 * Material icons, imported one by one so the first download does not carry the whole icon set. An unknown name
 * shows the generic article icon.
 */
const builtInIcons: Readonly<Record<string, IconComponent>> = {
  AccountTree: AccountTreeIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Agriculture: AgricultureIcon,
  Analytics: AnalyticsIcon,
  Apartment: ApartmentIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  AttachMoney: AttachMoneyIcon,
  Badge: BadgeIcon,
  BarChart: BarChartIcon,
  Bolt: BoltIcon,
  Business: BusinessIcon,
  Code: CodeIcon,
  Construction: ConstructionIcon,
  Dashboard: DashboardIcon,
  Description: DescriptionIcon,
  Engineering: EngineeringIcon,
  Event: EventIcon,
  Factory: FactoryIcon,
  Flight: FlightIcon,
  Folder: FolderIcon,
  Groups: GroupsIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  Home: HomeIcon,
  Insights: InsightsIcon,
  Inventory: InventoryIcon,
  LocalHospital: LocalHospitalIcon,
  LocalShipping: LocalShippingIcon,
  Map: MapIcon,
  People: PeopleIcon,
  PieChart: PieChartIcon,
  Public: PublicIcon,
  School: SchoolIcon,
  Science: ScienceIcon,
  Settings: SettingsIcon,
  ShowChart: ShowChartIcon,
  Speed: SpeedIcon,
  Storage: StorageIcon,
  TableChart: TableChartIcon,
  Timeline: TimelineIcon,
  TrendingUp: TrendingUpIcon,
  Warehouse: WarehouseIcon,
};

const FALLBACK_ICON: IconComponent = ArticleIcon;

/** The component of a built-in icon name; the fallback for names not in the set. */
export function builtInIcon(name: string): IconComponent {
  return Object.hasOwn(builtInIcons, name) ? (builtInIcons[name] ?? FALLBACK_ICON) : FALLBACK_ICON;
}
