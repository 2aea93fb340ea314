import AccessTimeIcon from "@mui/icons-material/AccessTime";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import AccountBalanceWalletIcon from "@mui/icons-material/AccountBalanceWallet";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import AddIcon from "@mui/icons-material/Add";
import AddCircleIcon from "@mui/icons-material/AddCircle";
import AlarmIcon from "@mui/icons-material/Alarm";
import AnalyticsIcon from "@mui/icons-material/Analytics";
import ApartmentIcon from "@mui/icons-material/Apartment";
import AreaChartIcon from "@mui/icons-material/AreaChart";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import ArrowDropUpIcon from "@mui/icons-material/ArrowDropUp";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ArticleIcon from "@mui/icons-material/Article";
import AssessmentIcon from "@mui/icons-material/Assessment";
import AssignmentIcon from "@mui/icons-material/Assignment";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import AutorenewIcon from "@mui/icons-material/Autorenew";
import BadgeIcon from "@mui/icons-material/Badge";
import BarChartIcon from "@mui/icons-material/BarChart";
import Battery20Icon from "@mui/icons-material/Battery20";
import BatteryChargingFullIcon from "@mui/icons-material/BatteryChargingFull";
import BatteryFullIcon from "@mui/icons-material/BatteryFull";
import BlockIcon from "@mui/icons-material/Block";
import BoltIcon from "@mui/icons-material/Bolt";
import BookmarkIcon from "@mui/icons-material/Bookmark";
import BubbleChartIcon from "@mui/icons-material/BubbleChart";
import BuildIcon from "@mui/icons-material/Build";
import BuildCircleIcon from "@mui/icons-material/BuildCircle";
import BusinessIcon from "@mui/icons-material/Business";
import CalculateIcon from "@mui/icons-material/Calculate";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import CancelIcon from "@mui/icons-material/Cancel";
import CandlestickChartIcon from "@mui/icons-material/CandlestickChart";
import CarRepairIcon from "@mui/icons-material/CarRepair";
import CategoryIcon from "@mui/icons-material/Category";
import ChatIcon from "@mui/icons-material/Chat";
import CheckIcon from "@mui/icons-material/Check";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ChecklistIcon from "@mui/icons-material/Checklist";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import CloseIcon from "@mui/icons-material/Close";
import CloudIcon from "@mui/icons-material/Cloud";
import CloudDownloadIcon from "@mui/icons-material/CloudDownload";
import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import Co2Icon from "@mui/icons-material/Co2";
import ConstructionIcon from "@mui/icons-material/Construction";
import ContactMailIcon from "@mui/icons-material/ContactMail";
import ContactPhoneIcon from "@mui/icons-material/ContactPhone";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import CreditCardIcon from "@mui/icons-material/CreditCard";
import CurrencyExchangeIcon from "@mui/icons-material/CurrencyExchange";
import CurrencyPoundIcon from "@mui/icons-material/CurrencyPound";
import CurrencyYenIcon from "@mui/icons-material/CurrencyYen";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DateRangeIcon from "@mui/icons-material/DateRange";
import DeleteIcon from "@mui/icons-material/Delete";
import DescriptionIcon from "@mui/icons-material/Description";
import DirectionsIcon from "@mui/icons-material/Directions";
import DirectionsBikeIcon from "@mui/icons-material/DirectionsBike";
import DirectionsBoatIcon from "@mui/icons-material/DirectionsBoat";
import DirectionsBusIcon from "@mui/icons-material/DirectionsBus";
import DirectionsCarIcon from "@mui/icons-material/DirectionsCar";
import DnsIcon from "@mui/icons-material/Dns";
import DomainIcon from "@mui/icons-material/Domain";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import DonutLargeIcon from "@mui/icons-material/DonutLarge";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import EmailIcon from "@mui/icons-material/Email";
import EnergySavingsLeafIcon from "@mui/icons-material/EnergySavingsLeaf";
import EngineeringIcon from "@mui/icons-material/Engineering";
import ErrorIcon from "@mui/icons-material/Error";
import EuroIcon from "@mui/icons-material/Euro";
import EventIcon from "@mui/icons-material/Event";
import EvStationIcon from "@mui/icons-material/EvStation";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import ExploreIcon from "@mui/icons-material/Explore";
import FactCheckIcon from "@mui/icons-material/FactCheck";
import FactoryIcon from "@mui/icons-material/Factory";
import FavoriteIcon from "@mui/icons-material/Favorite";
import FilterAltIcon from "@mui/icons-material/FilterAlt";
import FilterListIcon from "@mui/icons-material/FilterList";
import FirstPageIcon from "@mui/icons-material/FirstPage";
import FlagIcon from "@mui/icons-material/Flag";
import FlightIcon from "@mui/icons-material/Flight";
import FolderIcon from "@mui/icons-material/Folder";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import ForkliftIcon from "@mui/icons-material/Forklift";
import ForumIcon from "@mui/icons-material/Forum";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import GppBadIcon from "@mui/icons-material/GppBad";
import GppGoodIcon from "@mui/icons-material/GppGood";
import GpsFixedIcon from "@mui/icons-material/GpsFixed";
import GridViewIcon from "@mui/icons-material/GridView";
import GroupsIcon from "@mui/icons-material/Groups";
import HandymanIcon from "@mui/icons-material/Handyman";
import HelpIcon from "@mui/icons-material/Help";
import HistoryIcon from "@mui/icons-material/History";
import HomeIcon from "@mui/icons-material/Home";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import ImageIcon from "@mui/icons-material/Image";
import InfoIcon from "@mui/icons-material/Info";
import InsightsIcon from "@mui/icons-material/Insights";
import InventoryIcon from "@mui/icons-material/Inventory";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import LabelIcon from "@mui/icons-material/Label";
import LanguageIcon from "@mui/icons-material/Language";
import LastPageIcon from "@mui/icons-material/LastPage";
import LaunchIcon from "@mui/icons-material/Launch";
import LayersIcon from "@mui/icons-material/Layers";
import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import LightbulbIcon from "@mui/icons-material/Lightbulb";
import LinkIcon from "@mui/icons-material/Link";
import LocalGasStationIcon from "@mui/icons-material/LocalGasStation";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import LocationCityIcon from "@mui/icons-material/LocationCity";
import LockIcon from "@mui/icons-material/Lock";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import MapIcon from "@mui/icons-material/Map";
import MemoryIcon from "@mui/icons-material/Memory";
import MenuIcon from "@mui/icons-material/Menu";
import MessageIcon from "@mui/icons-material/Message";
import MoneyOffIcon from "@mui/icons-material/MoneyOff";
import MoreHorizIcon from "@mui/icons-material/MoreHoriz";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import MyLocationIcon from "@mui/icons-material/MyLocation";
import NavigationIcon from "@mui/icons-material/Navigation";
import NearMeIcon from "@mui/icons-material/NearMe";
import NewReleasesIcon from "@mui/icons-material/NewReleases";
import NorthEastIcon from "@mui/icons-material/NorthEast";
import NotificationsIcon from "@mui/icons-material/Notifications";
import NotificationsOffIcon from "@mui/icons-material/NotificationsOff";
import OilBarrelIcon from "@mui/icons-material/OilBarrel";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PaidIcon from "@mui/icons-material/Paid";
import PauseIcon from "@mui/icons-material/Pause";
import PaymentsIcon from "@mui/icons-material/Payments";
import PendingIcon from "@mui/icons-material/Pending";
import PeopleIcon from "@mui/icons-material/People";
import PercentIcon from "@mui/icons-material/Percent";
import PersonIcon from "@mui/icons-material/Person";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import PersonRemoveIcon from "@mui/icons-material/PersonRemove";
import PhoneIcon from "@mui/icons-material/Phone";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import PieChartIcon from "@mui/icons-material/PieChart";
import PlaceIcon from "@mui/icons-material/Place";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import PowerIcon from "@mui/icons-material/Power";
import PriceChangeIcon from "@mui/icons-material/PriceChange";
import PriceCheckIcon from "@mui/icons-material/PriceCheck";
import PrintIcon from "@mui/icons-material/Print";
import PriorityHighIcon from "@mui/icons-material/PriorityHigh";
import PropaneTankIcon from "@mui/icons-material/PropaneTank";
import PublicIcon from "@mui/icons-material/Public";
import PublishedWithChangesIcon from "@mui/icons-material/PublishedWithChanges";
import QrCodeIcon from "@mui/icons-material/QrCode";
import QueryStatsIcon from "@mui/icons-material/QueryStats";
import ReceiptIcon from "@mui/icons-material/Receipt";
import RedoIcon from "@mui/icons-material/Redo";
import RefreshIcon from "@mui/icons-material/Refresh";
import RemoveIcon from "@mui/icons-material/Remove";
import RemoveCircleIcon from "@mui/icons-material/RemoveCircle";
import ReportIcon from "@mui/icons-material/Report";
import ReportProblemIcon from "@mui/icons-material/ReportProblem";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import RouteIcon from "@mui/icons-material/Route";
import RouterIcon from "@mui/icons-material/Router";
import RuleIcon from "@mui/icons-material/Rule";
import SaveIcon from "@mui/icons-material/Save";
import SavingsIcon from "@mui/icons-material/Savings";
import ScatterPlotIcon from "@mui/icons-material/ScatterPlot";
import ScheduleIcon from "@mui/icons-material/Schedule";
import SearchIcon from "@mui/icons-material/Search";
import SecurityIcon from "@mui/icons-material/Security";
import SellIcon from "@mui/icons-material/Sell";
import SendIcon from "@mui/icons-material/Send";
import SensorsIcon from "@mui/icons-material/Sensors";
import SettingsIcon from "@mui/icons-material/Settings";
import ShareIcon from "@mui/icons-material/Share";
import ShieldIcon from "@mui/icons-material/Shield";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import ShowChartIcon from "@mui/icons-material/ShowChart";
import SignalCellularAltIcon from "@mui/icons-material/SignalCellularAlt";
import SortIcon from "@mui/icons-material/Sort";
import SouthEastIcon from "@mui/icons-material/SouthEast";
import SpaceDashboardIcon from "@mui/icons-material/SpaceDashboard";
import SpeedIcon from "@mui/icons-material/Speed";
import StackedLineChartIcon from "@mui/icons-material/StackedLineChart";
import StarIcon from "@mui/icons-material/Star";
import StarBorderIcon from "@mui/icons-material/StarBorder";
import StopIcon from "@mui/icons-material/Stop";
import StorageIcon from "@mui/icons-material/Storage";
import StoreIcon from "@mui/icons-material/Store";
import SupervisorAccountIcon from "@mui/icons-material/SupervisorAccount";
import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import SyncIcon from "@mui/icons-material/Sync";
import SyncProblemIcon from "@mui/icons-material/SyncProblem";
import TableChartIcon from "@mui/icons-material/TableChart";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import ThermostatIcon from "@mui/icons-material/Thermostat";
import ThumbDownIcon from "@mui/icons-material/ThumbDown";
import ThumbUpIcon from "@mui/icons-material/ThumbUp";
import TimelineIcon from "@mui/icons-material/Timeline";
import TimerIcon from "@mui/icons-material/Timer";
import TireRepairIcon from "@mui/icons-material/TireRepair";
import TodayIcon from "@mui/icons-material/Today";
import TrainIcon from "@mui/icons-material/Train";
import TrendingDownIcon from "@mui/icons-material/TrendingDown";
import TrendingFlatIcon from "@mui/icons-material/TrendingFlat";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import TuneIcon from "@mui/icons-material/Tune";
import TwoWheelerIcon from "@mui/icons-material/TwoWheeler";
import UndoIcon from "@mui/icons-material/Undo";
import UploadIcon from "@mui/icons-material/Upload";
import VerifiedIcon from "@mui/icons-material/Verified";
import ViewListIcon from "@mui/icons-material/ViewList";
import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import VolumeUpIcon from "@mui/icons-material/VolumeUp";
import WarehouseIcon from "@mui/icons-material/Warehouse";
import WarningIcon from "@mui/icons-material/Warning";
import WaterDropIcon from "@mui/icons-material/WaterDrop";
import WifiIcon from "@mui/icons-material/Wifi";
import WorkIcon from "@mui/icons-material/Work";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import type SvgIcon from "@mui/material/SvgIcon";
import type { IconName } from "./iconNames";

/** Every icon of the canvas icon set, by its kebab-case name (the names are listed in `iconNames`). */
export const iconSet: Readonly<Record<IconName, typeof SvgIcon>> = {
  truck: LocalShippingIcon,
  fuel: LocalGasStationIcon,
  "ev-station": EvStationIcon,
  car: DirectionsCarIcon,
  bus: DirectionsBusIcon,
  train: TrainIcon,
  flight: FlightIcon,
  boat: DirectionsBoatIcon,
  bike: DirectionsBikeIcon,
  motorcycle: TwoWheelerIcon,
  forklift: ForkliftIcon,
  route: RouteIcon,
  map: MapIcon,
  "map-pin": PlaceIcon,
  navigation: NavigationIcon,
  "near-me": NearMeIcon,
  "my-location": MyLocationIcon,
  "gps-fixed": GpsFixedIcon,
  explore: ExploreIcon,
  directions: DirectionsIcon,
  speed: SpeedIcon,
  timer: TimerIcon,
  schedule: ScheduleIcon,
  clock: AccessTimeIcon,
  hourglass: HourglassEmptyIcon,
  history: HistoryIcon,
  alarm: AlarmIcon,
  calendar: CalendarMonthIcon,
  event: EventIcon,
  today: TodayIcon,
  "date-range": DateRangeIcon,
  warehouse: WarehouseIcon,
  inventory: InventoryIcon,
  package: Inventory2Icon,
  factory: FactoryIcon,
  store: StoreIcon,
  construction: ConstructionIcon,
  build: BuildIcon,
  engineering: EngineeringIcon,
  handyman: HandymanIcon,
  "tire-repair": TireRepairIcon,
  "car-repair": CarRepairIcon,
  "oil-barrel": OilBarrelIcon,
  propane: PropaneTankIcon,
  "battery-full": BatteryFullIcon,
  "battery-low": Battery20Icon,
  "battery-charging": BatteryChargingFullIcon,
  power: PowerIcon,
  bolt: BoltIcon,
  eco: EnergySavingsLeafIcon,
  thermostat: ThermostatIcon,
  "water-drop": WaterDropIcon,
  co2: Co2Icon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
  help: HelpIcon,
  check: CheckIcon,
  "check-circle": CheckCircleIcon,
  cancel: CancelIcon,
  close: CloseIcon,
  block: BlockIcon,
  report: ReportIcon,
  "report-problem": ReportProblemIcon,
  notifications: NotificationsIcon,
  "notifications-off": NotificationsOffIcon,
  "priority-high": PriorityHighIcon,
  "new-release": NewReleasesIcon,
  verified: VerifiedIcon,
  pending: PendingIcon,
  "published-with-changes": PublishedWithChangesIcon,
  sync: SyncIcon,
  "sync-problem": SyncProblemIcon,
  refresh: RefreshIcon,
  autorenew: AutorenewIcon,
  "done-all": DoneAllIcon,
  flag: FlagIcon,
  bookmark: BookmarkIcon,
  star: StarIcon,
  "star-outline": StarBorderIcon,
  favorite: FavoriteIcon,
  "thumb-up": ThumbUpIcon,
  "thumb-down": ThumbDownIcon,
  visibility: VisibilityIcon,
  "visibility-off": VisibilityOffIcon,
  lock: LockIcon,
  "lock-open": LockOpenIcon,
  shield: ShieldIcon,
  security: SecurityIcon,
  "gpp-good": GppGoodIcon,
  "gpp-bad": GppBadIcon,
  "arrow-up": ArrowUpwardIcon,
  "arrow-down": ArrowDownwardIcon,
  "arrow-left": ArrowBackIcon,
  "arrow-right": ArrowForwardIcon,
  "arrow-drop-up": ArrowDropUpIcon,
  "arrow-drop-down": ArrowDropDownIcon,
  "chevron-up": ExpandLessIcon,
  "chevron-down": ExpandMoreIcon,
  "chevron-left": ChevronLeftIcon,
  "chevron-right": ChevronRightIcon,
  "first-page": FirstPageIcon,
  "last-page": LastPageIcon,
  "north-east": NorthEastIcon,
  "south-east": SouthEastIcon,
  "trending-up": TrendingUpIcon,
  "trending-down": TrendingDownIcon,
  "trending-flat": TrendingFlatIcon,
  "show-chart": ShowChartIcon,
  "bar-chart": BarChartIcon,
  "line-chart": StackedLineChartIcon,
  "pie-chart": PieChartIcon,
  "donut-chart": DonutLargeIcon,
  "area-chart": AreaChartIcon,
  "scatter-plot": ScatterPlotIcon,
  "bubble-chart": BubbleChartIcon,
  "candlestick-chart": CandlestickChartIcon,
  insights: InsightsIcon,
  analytics: AnalyticsIcon,
  assessment: AssessmentIcon,
  leaderboard: LeaderboardIcon,
  "query-stats": QueryStatsIcon,
  timeline: TimelineIcon,
  "table-chart": TableChartIcon,
  dashboard: DashboardIcon,
  "space-dashboard": SpaceDashboardIcon,
  "grid-view": GridViewIcon,
  list: ViewListIcon,
  "attach-money": AttachMoneyIcon,
  "money-off": MoneyOffIcon,
  euro: EuroIcon,
  "currency-pound": CurrencyPoundIcon,
  "currency-yen": CurrencyYenIcon,
  "currency-exchange": CurrencyExchangeIcon,
  payments: PaymentsIcon,
  "credit-card": CreditCardIcon,
  "account-balance": AccountBalanceIcon,
  "account-balance-wallet": AccountBalanceWalletIcon,
  savings: SavingsIcon,
  receipt: ReceiptIcon,
  "request-quote": RequestQuoteIcon,
  "price-check": PriceCheckIcon,
  sell: SellIcon,
  "shopping-cart": ShoppingCartIcon,
  percent: PercentIcon,
  calculate: CalculateIcon,
  paid: PaidIcon,
  "price-change": PriceChangeIcon,
  user: PersonIcon,
  users: PeopleIcon,
  group: GroupsIcon,
  "user-add": PersonAddIcon,
  "user-remove": PersonRemoveIcon,
  "account-circle": AccountCircleIcon,
  badge: BadgeIcon,
  "contact-mail": ContactMailIcon,
  "contact-phone": ContactPhoneIcon,
  supervisor: SupervisorAccountIcon,
  "manage-accounts": ManageAccountsIcon,
  "support-agent": SupportAgentIcon,
  work: WorkIcon,
  business: BusinessIcon,
  apartment: ApartmentIcon,
  home: HomeIcon,
  "location-city": LocationCityIcon,
  domain: DomainIcon,
  phone: PhoneIcon,
  email: EmailIcon,
  chat: ChatIcon,
  forum: ForumIcon,
  message: MessageIcon,
  send: SendIcon,
  share: ShareIcon,
  link: LinkIcon,
  public: PublicIcon,
  language: LanguageIcon,
  cloud: CloudIcon,
  "cloud-upload": CloudUploadIcon,
  "cloud-download": CloudDownloadIcon,
  upload: UploadIcon,
  download: DownloadIcon,
  "attach-file": AttachFileIcon,
  file: DescriptionIcon,
  folder: FolderIcon,
  "folder-open": FolderOpenIcon,
  article: ArticleIcon,
  "picture-as-pdf": PictureAsPdfIcon,
  image: ImageIcon,
  print: PrintIcon,
  save: SaveIcon,
  edit: EditIcon,
  delete: DeleteIcon,
  add: AddIcon,
  remove: RemoveIcon,
  "add-circle": AddCircleIcon,
  "remove-circle": RemoveCircleIcon,
  "content-copy": ContentCopyIcon,
  search: SearchIcon,
  filter: FilterListIcon,
  "filter-alt": FilterAltIcon,
  sort: SortIcon,
  tune: TuneIcon,
  settings: SettingsIcon,
  "more-vert": MoreVertIcon,
  "more-horiz": MoreHorizIcon,
  menu: MenuIcon,
  "open-in-new": OpenInNewIcon,
  launch: LaunchIcon,
  fullscreen: FullscreenIcon,
  "fullscreen-exit": FullscreenExitIcon,
  "zoom-in": ZoomInIcon,
  "zoom-out": ZoomOutIcon,
  undo: UndoIcon,
  redo: RedoIcon,
  play: PlayArrowIcon,
  pause: PauseIcon,
  stop: StopIcon,
  "volume-up": VolumeUpIcon,
  lightbulb: LightbulbIcon,
  "build-circle": BuildCircleIcon,
  "task-alt": TaskAltIcon,
  assignment: AssignmentIcon,
  checklist: ChecklistIcon,
  "fact-check": FactCheckIcon,
  rule: RuleIcon,
  label: LabelIcon,
  category: CategoryIcon,
  layers: LayersIcon,
  storage: StorageIcon,
  dns: DnsIcon,
  memory: MemoryIcon,
  wifi: WifiIcon,
  signal: SignalCellularAltIcon,
  sensors: SensorsIcon,
  router: RouterIcon,
  "qr-code": QrCodeIcon,
};
