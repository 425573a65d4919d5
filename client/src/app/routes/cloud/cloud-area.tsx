// The cloud area's route module (one lazy chunk): menu and pages (spec section 2 "Cloud", with the storage
// sub-pages the sidebar lists). Each group of pages is its own lazy chunk (budget: 30 KB gzip per chunk).
import {
  ArrowLeftRight,
  ChartPie,
  FolderPlus,
  Globe,
  HardDrive,
  LayoutDashboard,
  Mail,
  MessageCircle,
  MessageSquare,
  Plus,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import type { MenuEntry } from '../../shell/side-menu';
import { lazyTitledPage } from '../titled-page';
import { paths } from '../../paths';
import '../../shell/page-messages-areas';

const cloud = 'pages.category.cloud.cloud';
const domains = 'pages.category.cloud.domains';
const storage = 'pages.category.cloud.storage';
const messaging = 'pages.category.cloud.messaging';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.cloud.overview', url: paths.cloudOverview.path, category: cloud, icon: LayoutDashboard },
  { name: 'pages.cloud.settings', url: paths.cloudSettings.path, category: cloud, icon: Settings },
  { name: 'pages.cloud.domain', url: paths.cloudDomain.path, category: domains, icon: Globe },
  { name: 'pages.cloud.domainNew', url: paths.cloudDomainNew.path, category: domains, icon: Plus },
  { name: 'pages.cloud.domainTransfer', url: paths.cloudDomainTransfer.path, category: domains, icon: ArrowLeftRight },
  { name: 'pages.cloud.storage', url: paths.cloudStorage.path, category: storage, icon: HardDrive },
  { name: 'pages.cloud.storageNew', url: paths.cloudStorageNew.path, category: storage, icon: FolderPlus },
  { name: 'pages.cloud.storageUsage', url: paths.cloudStorageUsage.path, category: storage, icon: ChartPie },
  { name: 'pages.cloud.storageRules', url: paths.cloudStorageRules.path, category: storage, icon: ShieldCheck },
  { name: 'pages.cloud.email', url: paths.cloudEmail.path, category: messaging, icon: Mail },
  { name: 'pages.cloud.sms', url: paths.cloudSms.path, category: messaging, icon: MessageSquare },
  { name: 'pages.cloud.whatsapp', url: paths.cloudWhatsapp.path, category: messaging, icon: MessageCircle },
];

// One dynamic import per page file: Vite makes each its own chunk (shared models land in shared chunks).
export const pages = {
  overview: lazyTitledPage(async () => (await import('../../../features/cloud/components/overview-page')).OverviewPage),
  domain: lazyTitledPage(async () => (await import('../../../features/cloud/components/domains-page')).DomainsPage),
  domainNew: lazyTitledPage(async () => (await import('../../../features/cloud/components/domain-new-page')).DomainNewPage),
  domainTransfer: lazyTitledPage(async () => (await import('../../../features/cloud/components/domain-transfer-page')).DomainTransferPage),
  domainManage: lazyTitledPage(async () => (await import('../../../features/cloud/components/domain-manage-page')).DomainManagePage),
  storage: lazyTitledPage(async () => (await import('../../../features/cloud/components/storage-page')).StoragePage),
  storageNew: lazyTitledPage(async () => (await import('../../../features/cloud/components/storage-new-page')).StorageNewPage),
  storageUsage: lazyTitledPage(async () => (await import('../../../features/cloud/components/storage-usage-page')).StorageUsagePage),
  storageRules: lazyTitledPage(async () => (await import('../../../features/cloud/components/storage-rules-page')).StorageRulesPage),
  email: lazyTitledPage(async () => (await import('../../../features/cloud/components/email-page')).EmailPage),
  sms: lazyTitledPage(async () => (await import('../../../features/cloud/components/sms-page')).SmsPage),
  whatsapp: lazyTitledPage(async () => (await import('../../../features/cloud/components/whatsapp-page')).WhatsappPage),
  settings: lazyTitledPage(async () => (await import('../../../features/cloud/components/settings-page')).SettingsPage),
};
